// The statements table and its FTS5 index: insert, read back in id order, full-text search.
import type { Statement as CoreStatement } from '../core/types.js';
import type { Database, Statement } from './sqlite.js';
import { inOrder, toStored, type StatementRow } from './statement-row.js';
import type { SearchHit, StoredStatement } from './types.js';

/** The row of the statements table itself, before its graph is joined. */
interface SqliteStatementRow extends StatementRow {
  seq: number;
  context_id: number;
}

const SELECT = `SELECT s.*, c.owner, c.name AS context_name FROM statements s JOIN contexts c ON c.id = s.context_id`;

export class Statements {
  private readonly inserter: Statement<[Record<string, unknown>]>;
  private readonly ofContext: Statement<[number], SqliteStatementRow>;

  constructor(private readonly db: Database) {
    this.inserter = db.prepare(
      `INSERT INTO statements (context_id, id, content, categories, timestamp, by, created_at)
       VALUES (@contextId, @id, @content, @categories, @timestamp, @by, @createdAt)`,
    );
    this.ofContext = db.prepare(`${SELECT} WHERE s.context_id = ? ORDER BY s.id`);
  }

  /** Inserts statements whose ids are already final. Call inside a transaction. */
  insert(contextId: number, statements: readonly CoreStatement[], by: string, createdAt: string): void {
    for (const s of statements) {
      this.inserter.run({
        contextId,
        id: Number(s.id),
        content: s.content,
        categories: JSON.stringify(s.categories),
        timestamp: s.timestamp ?? null,
        by,
        createdAt,
      });
    }
  }

  deleteAll(contextId: number): number {
    return this.db.prepare(`DELETE FROM statements WHERE context_id = ?`).run(contextId).changes;
  }

  all(contextId: number): StoredStatement[] {
    return this.ofContext.all(contextId).map(toStored);
  }

  /** The statements of a context at these places in id order, each with its place, in the order asked. */
  at(contextId: number, places: readonly number[]): SearchHit[] {
    const rows = this.db
      .prepare<[{ context: number; places: string }], SqliteStatementRow & { position: number }>(
        `WITH placed AS (SELECT seq, row_number() OVER (ORDER BY id) - 1 AS position FROM statements WHERE context_id = @context)
         SELECT s.*, c.owner, c.name AS context_name, p.position
         FROM placed p JOIN statements s ON s.seq = p.seq JOIN contexts c ON c.id = s.context_id
         WHERE p.position IN (SELECT value FROM json_each(@places))`,
      )
      .all({ context: contextId, places: JSON.stringify(places) });
    return inOrder(rows.map((row) => ({ ...toStored(row), position: row.position })), places);
  }

  /**
   * Statements of the given contexts matching an FTS5 query, in the order they were saved, each
   * with its place among its graph's statements. Throws SQLite's error for a query FTS5 cannot parse.
   */
  search(query: string, contextIds: readonly number[]): SearchHit[] {
    const rows = this.db
      .prepare<[{ query: string; scope: string }], SqliteStatementRow & { position: number }>(
        `WITH scope AS (SELECT value AS id FROM json_each(@scope)),
              placed AS (SELECT seq, row_number() OVER (PARTITION BY context_id ORDER BY id) - 1 AS position
                         FROM statements WHERE context_id IN (SELECT id FROM scope))
         SELECT s.*, c.owner, c.name AS context_name, p.position
         FROM statements_fts f
         JOIN statements s ON s.seq = f.rowid
         JOIN placed p ON p.seq = s.seq
         JOIN contexts c ON c.id = s.context_id
         WHERE statements_fts MATCH @query AND s.context_id IN (SELECT id FROM scope)
         ORDER BY s.seq`,
      )
      .all({ query, scope: JSON.stringify(contextIds) });
    return rows.map((row) => ({ ...toStored(row), position: row.position }));
  }
}
