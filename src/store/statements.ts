// The statements table and its FTS5 index: insert, read back in id order, full-text search.
import type { Statement as CoreStatement } from '../core/types.js';
import type { Database, Statement } from './sqlite.js';
import { toStored, type StatementRow } from './statement-row.js';
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

  /**
   * Statements of the given contexts matching an FTS5 query, by bm25 relevance (ties: the
   * order they were saved in). Throws SQLite's error for a query FTS5 cannot parse.
   */
  search(query: string, contextIds: readonly number[], limit: number): SearchHit[] {
    const rows = this.db
      .prepare<[string, string, number], SqliteStatementRow & { rank: number }>(
        `SELECT s.*, c.owner, c.name AS context_name, f.rank
         FROM statements_fts f
         JOIN statements s ON s.seq = f.rowid
         JOIN contexts c ON c.id = s.context_id
         WHERE statements_fts MATCH ? AND s.context_id IN (SELECT value FROM json_each(?))
         ORDER BY f.rank, s.seq
         LIMIT ?`,
      )
      .all(query, JSON.stringify(contextIds), limit);
    return rows.map((row) => ({ ...toStored(row), rank: row.rank }));
  }
}
