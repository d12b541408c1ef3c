// `--compat hosted`: a response also carries the field names the hosted service's clients read,
// beside ours, so those clients (an MCP server, an n8n node, editor plugins) work against tna serve
// while tna's own clients keep reading our names. Nothing is renamed or removed.
import type { EndpointName } from '../service/service.js';

type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

/** How deep a `networkGraph` may sit: E13's `entriesAndGraphOfContext.<view>.graph.networkGraph` is 4 levels. */
const MAX_DEPTH = 5;

/** A copy of `object` with `added` inserted right after the key `after` (key order is what a reader sees). */
function insertAfter(object: Obj, after: string, added: Obj): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(object)) {
    out[key] = value;
    if (key === after) Object.assign(out, added);
  }
  return out;
}

/** `graphologyGraph` beside every `networkGraph` (the same object, so serialized twice). */
function withGraphology(value: unknown, depth: number): unknown {
  if (!isObject(value) || depth > MAX_DEPTH) return value;
  let out: Obj = value;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'networkGraph' || !isObject(child)) continue;
    const mapped = withGraphology(child, depth + 1);
    if (mapped !== child) out = { ...out, [key]: mapped };
  }
  if ('networkGraph' in value && !('graphologyGraph' in value)) out = insertAfter(out, 'networkGraph', { graphologyGraph: value.networkGraph });
  return out;
}

/** E6: the matches as the hosted service lists them, `entriesAdded: { ids, texts }` (read by its MCP server's `fetch`). */
function withEntriesAdded(envelope: Obj): Obj {
  const statements = Array.isArray(envelope.statements) ? (envelope.statements as Array<{ id?: unknown; content?: unknown }>) : [];
  return { ...envelope, entriesAdded: { ids: statements.map((s) => s.id), texts: statements.map((s) => s.content) } };
}

/** Joins a warning onto the one a response may already carry. */
const joined = (existing: unknown, warning: string) => (typeof existing === 'string' && existing ? `${existing}; ${warning}` : warning);

/**
 * The response under the hosted names as well: `graphologyGraph` beside `networkGraph`, E6's
 * `entriesAdded`, and `warning` naming what the request sent that was ignored (in the E1
 * envelope, else at the top of an object response; a list has nowhere to put it).
 */
export function withHostedNames(endpoint: EndpointName, response: unknown, ignored: string | undefined): unknown {
  if (!isObject(response)) return response;
  let out = withGraphology(response, 0) as Obj;
  const envelope = out.entriesAndGraphOfContext;
  if (isObject(envelope)) {
    let next = endpoint === 'search' ? withEntriesAdded(envelope) : envelope;
    if (ignored) next = { ...next, warning: joined(next.warning, ignored) };
    if (next !== envelope) out = { ...out, entriesAndGraphOfContext: next };
  } else if (ignored) {
    out = { ...out, warning: joined(out.warning, ignored) };
  }
  return out;
}
