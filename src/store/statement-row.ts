// A statement as both stores' SQL reads it back (joined with its graph), and the StoredStatement it becomes.
import type { SearchHit, StoredStatement } from './types.js';

export interface StatementRow {
  id: number;
  content: string;
  /** A JSON array of strings. */
  categories: string;
  timestamp: string | null;
  by: string;
  created_at: string;
  owner: string;
  context_name: string;
}

export function toStored(row: StatementRow): StoredStatement {
  const statement: StoredStatement = {
    id: String(row.id),
    content: row.content,
    categories: JSON.parse(row.categories) as string[],
    by: row.by,
    createdAt: row.created_at,
    owner: row.owner,
    contextName: row.context_name,
  };
  if (row.timestamp !== null) statement.timestamp = row.timestamp;
  return statement;
}

/** Statements in the order of the places asked for, each once; a place none holds is left out. */
export function inOrder(found: readonly SearchHit[], places: readonly number[]): SearchHit[] {
  const at = new Map(found.map((s) => [s.position, s]));
  return places.map((p) => at.get(p)).filter((s): s is SearchHit => s !== undefined);
}
