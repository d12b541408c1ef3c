// The store's schema as numbered migrations; PRAGMA user_version records how many have run.
import type { Database } from './sqlite.js';

/** Marks a database file as a tna store (PRAGMA application_id), so a foreign SQLite file is never taken for one. */
export const APPLICATION_ID = 0x746e6167; // "tnag"

export interface Migration {
  version: number;
  up(db: Database): void;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    up(db) {
      db.exec(`
        CREATE TABLE contexts (
          id INTEGER PRIMARY KEY,
          owner TEXT NOT NULL,
          name TEXT NOT NULL,
          description TEXT NOT NULL DEFAULT '',
          context_type TEXT NOT NULL DEFAULT 'STANDARD',
          language TEXT NOT NULL DEFAULT '',
          favorite INTEGER NOT NULL DEFAULT 0 CHECK (favorite IN (0, 1)),
          is_public INTEGER NOT NULL DEFAULT 0 CHECK (is_public IN (0, 1)),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
          next_statement_id INTEGER NOT NULL DEFAULT 0,
          node_count INTEGER NOT NULL DEFAULT 0,
          UNIQUE (owner, name)
        ) STRICT;
        CREATE INDEX contexts_public ON contexts (name, created_at) WHERE is_public = 1;

        -- seq is the FTS rowid: an INTEGER PRIMARY KEY, so VACUUM never renumbers it.
        CREATE TABLE statements (
          seq INTEGER PRIMARY KEY,
          context_id INTEGER NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
          id INTEGER NOT NULL CHECK (id >= 0),
          content TEXT NOT NULL CHECK (content <> ''),
          categories TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(categories)),
          timestamp TEXT,
          by TEXT NOT NULL,
          created_at TEXT NOT NULL,
          UNIQUE (context_id, id)
        ) STRICT;

        CREATE VIRTUAL TABLE statements_fts USING fts5 (
          content,
          content = 'statements',
          content_rowid = 'seq',
          tokenize = 'porter unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER statements_fts_insert AFTER INSERT ON statements BEGIN
          INSERT INTO statements_fts (rowid, content) VALUES (new.seq, new.content);
        END;
        CREATE TRIGGER statements_fts_delete AFTER DELETE ON statements BEGIN
          INSERT INTO statements_fts (statements_fts, rowid, content) VALUES ('delete', old.seq, old.content);
        END;
        CREATE TRIGGER statements_fts_update AFTER UPDATE OF content ON statements BEGIN
          INSERT INTO statements_fts (statements_fts, rowid, content) VALUES ('delete', old.seq, old.content);
          INSERT INTO statements_fts (rowid, content) VALUES (new.seq, new.content);
        END;
      `);
      db.pragma(`application_id = ${APPLICATION_ID}`);
    },
  },
  {
    version: 2,
    up(db) {
      // What `related` reads a saved graph by (service/search-index.ts), written at each save.
      db.exec(`
        CREATE TABLE search_indexes (
          context_id INTEGER PRIMARY KEY REFERENCES contexts (id) ON DELETE CASCADE,
          data TEXT NOT NULL
        ) STRICT;
      `);
    },
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;
