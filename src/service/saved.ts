// How E3 and E7 reach saved graphs: a function the LocalService gives them, so they do not depend on the store's shape.
import type { Statement } from '../core/types.js';
import { notImplemented, ApiError } from '../core/errors.js';

/** The statements of the graph `name` that `viewer` may see, or undefined when there is no such graph. */
export type SavedStatements = (name: string, viewer: string) => Promise<Statement[] | undefined>;

/** Fetches a saved graph's statements, or says clearly why it cannot. */
export async function savedStatementsOf(saved: SavedStatements | undefined, name: string, viewer: string, field: string): Promise<Statement[]> {
  if (!saved) throw notImplemented(`Retrieving the saved graph "${name}"`);
  const statements = await saved(name, viewer);
  if (!statements) throw new ApiError(404, 'not_found', `${field}: no saved graph named "${name}" (tna list shows the saved graphs)`, field);
  return statements;
}
