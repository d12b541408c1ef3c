// Names of saved graphs and their owners: what is allowed, the default owner, a graph's URL, the error for an unknown one.
import { ApiError, badRequest } from '../core/errors.js';
import { hasLoneSurrogate, LONE_SURROGATE } from './storable-text.js';

export const ANONYMOUS = 'anonymous';
export const MAX_NAME_LENGTH = 200;
export const MAX_USER_LENGTH = 100;

// Control characters would make names unprintable in a table and ambiguous in a URL.
const CONTROL = /[\u0000-\u001f\u007f]/;

function checkedName(value: string, field: string, what: string, max: number): string {
  const name = value.trim();
  if (name === '') throw badRequest(`${field} must not be empty: give the ${what}`, field);
  if (name.length > max) throw badRequest(`${field} must be at most ${max} characters`, field);
  if (CONTROL.test(name)) throw badRequest(`${field} must not contain control characters`, field);
  if (hasLoneSurrogate(name)) throw badRequest(`${field} ${LONE_SURROGATE}`, field);
  return name;
}

/** The name of a saved graph, trimmed; required. */
export function graphNameOf(value: string | undefined, field = 'name', why = 'the name of a saved graph'): string {
  if (value === undefined) throw badRequest(`${field} is required: give ${why}`, field);
  return checkedName(value, field, 'name of a graph', MAX_NAME_LENGTH);
}

/** The user a request acts for; `anonymous` when none is given. */
export function ownerOf(userName: string | undefined): string {
  return userName === undefined ? ANONYMOUS : checkedName(userName, 'userName', 'user name', MAX_USER_LENGTH);
}

/** How a saved graph's address begins where no server serves it (the command line, locally). */
export const LOCAL_GRAPH_PREFIX = 'tna://graphs/';

/** Ours: a saved graph's address, `tna://graphs/<user>/<name>` with both parts percent-encoded; `tna serve` answers its http address instead. */
export function graphUrl(owner: string, name: string): string {
  return `${LOCAL_GRAPH_PREFIX}${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
}

/** A comma-separated filter (`csv,engine`) as its values; undefined when empty. */
export function commaList(value: string | undefined): string[] | undefined {
  const values = (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  return values.length ? values : undefined;
}

/** An unknown saved graph: 404 (the CLI's exit code 2), naming the graph and the user. */
export function notFound(name: string, viewer: string): ApiError {
  const whose = viewer === ANONYMOUS ? '' : ` for user "${viewer}"`;
  return new ApiError(404, 'not_found', `no saved graph named "${name}"${whose} (tna list shows the saved graphs)`, 'name');
}
