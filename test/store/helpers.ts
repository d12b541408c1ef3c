// Shared by the store tests: temporary store files, statements from lines, and a row-level dump of a database file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toStatements } from '../../src/core/text/statements.js';
import type { Statement } from '../../src/core/types.js';
import { sqlite } from '../../src/store/sqlite.js';
import type { GraphFacts, SaveInput, SaveOutcome, Store, StoredStatement } from '../../src/store/types.js';

export function tempStorePath(prefix = 'tna-store-'): string {
  return path.join(mkdtempSync(path.join(tmpdir(), prefix)), 'tna.db');
}

export function lines(...texts: string[]): Statement[] {
  return toStatements({ text: texts.join('\n') });
}

/** A summarize step that only counts, for tests of the store alone. */
export function counting(statements: StoredStatement[]): GraphFacts<number> {
  return { language: 'en', nodeCount: statements.length, result: statements.length };
}

export function save(store: Store, owner: string, name: string, statements: Statement[], extra: Partial<SaveInput> = {}): Promise<SaveOutcome<number>> {
  return store.saveGraph({ owner, name, statements, replace: false, settings: () => ({}), ...extra }, counting);
}

/** Every row of every table (the FTS index's own shadow tables included), read with a separate connection. */
export function dumpRows(file: string): Record<string, unknown[]> {
  const db = new (sqlite())(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name`).all() as { name: string }[];
    const dump: Record<string, unknown[]> = {
      sqlite_schema: db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name').all(),
    };
    for (const { name } of tables) {
      if (name === 'statements_fts') continue; // the virtual table reads through to its shadow tables, dumped themselves
      dump[name] = db.prepare(`SELECT * FROM "${name}"`).all();
    }
    return dump;
  } finally {
    db.close();
  }
}
