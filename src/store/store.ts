// The SQLite store of saved graphs: every change is one IMMEDIATE transaction, so concurrent writers queue instead of failing.
import { partitionSaved } from './already-saved.js';
import { badRequest } from '../core/errors.js';
import { Contexts, toContext } from './contexts.js';
import { openDatabase, storeError } from './db.js';
import { isSqliteError, type Database } from './sqlite.js';
import { Statements } from './statements.js';
import type { GraphChanges, GraphContext, GraphFacts, GraphRef, ListFilters, SaveInput, SaveOutcome, SearchHit, Store, StoredStatement } from './types.js';

export interface StoreOptions {
  /** The clock for created/updated dates; tests pass a fixed one. */
  now?: () => Date;
}

export function openStore(path: string, options: StoreOptions = {}): Store {
  const db = openDatabase(path);
  try {
    return new SqliteStore(db, path, options.now ?? (() => new Date()));
  } catch (error) {
    // Preparing the first statements reads the whole schema: a damaged index shows up here.
    db.close();
    throw storeError(error, path);
  }
}

class SqliteStore implements Store {
  private readonly contexts: Contexts;
  private readonly statements: Statements;

  constructor(private readonly db: Database, readonly path: string, private readonly clock: () => Date) {
    this.contexts = new Contexts(db);
    this.statements = new Statements(db);
  }

  private now(): string {
    return this.clock().toISOString();
  }

  /** Runs `work` and turns SQLite's failures into one clear sentence naming the store. */
  private guard<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      throw storeError(error, this.path);
    }
  }

  private write<T>(work: () => T): T {
    return this.guard(() => this.db.transaction(work).immediate());
  }

  async saveGraph<T>(input: SaveInput, summarize: (statements: StoredStatement[], context: GraphContext) => GraphFacts<T>): Promise<SaveOutcome<T>> {
    const now = this.now();
    return this.write(() => {
      const existing = this.contexts.own(input.owner, input.name);
      const previous = existing && !input.replace ? toContext(existing).settings : undefined;
      const settings = input.settings(previous);
      const id = existing?.id ?? this.contexts.insert(input.owner, input.name, input.contextType ?? 'STANDARD', settings, now);
      if (existing) {
        if (input.replace) this.statements.deleteAll(id);
        const columns: Record<string, string> = { settings: JSON.stringify(settings) };
        if (input.contextType !== undefined) columns.context_type = input.contextType;
        this.contexts.update(id, columns, now);
      }
      // Appended statements continue after the graph's highest id, so ids stay unique and stable.
      const offset = existing && !input.replace ? existing.next_statement_id : 0;
      const { toInsert, alreadySaved } = partitionSaved(input.statements, existing && !input.replace ? this.statements.all(id) : [], input.skipExisting ?? false);
      const added = toInsert.map((s) => ({ ...s, id: String(offset + statementIndex(s.id)) }));
      this.statements.insert(id, added, input.owner, now);
      const next = added.reduce((max, s) => Math.max(max, Number(s.id) + 1), offset);
      const statements = this.statements.all(id);
      const facts = summarize(statements, toContext(this.contexts.get(id)));
      this.contexts.setFacts(id, next, facts.language, facts.nodeCount);
      if (facts.searchIndex === undefined) this.db.prepare('DELETE FROM search_indexes WHERE context_id = ?').run(id);
      else this.db.prepare('INSERT OR REPLACE INTO search_indexes (context_id, data) VALUES (?, ?)').run(id, facts.searchIndex);
      return {
        context: toContext(this.contexts.get(id)),
        statements,
        created: !existing,
        addedIds: added.map((s) => s.id),
        alreadySaved,
        result: facts.result,
      };
    });
  }

  async findGraph(viewer: string, name: string): Promise<GraphContext | undefined> {
    return this.guard(() => {
      const row = this.contexts.visible(viewer, name);
      return row && toContext(row);
    });
  }

  async statementsOf(graph: GraphRef): Promise<StoredStatement[]> {
    return this.guard(() => {
      const row = this.contexts.own(graph.owner, graph.name);
      return row ? this.statements.all(row.id) : [];
    });
  }

  async statementsAt(graph: GraphRef, places: readonly number[]): Promise<SearchHit[]> {
    return this.guard(() => {
      const row = this.contexts.own(graph.owner, graph.name);
      return row ? this.statements.at(row.id, places) : [];
    });
  }

  async searchIndexOf(graph: GraphRef): Promise<string | undefined> {
    return this.guard(() => {
      const row = this.contexts.own(graph.owner, graph.name);
      const found = row && (this.db.prepare('SELECT data FROM search_indexes WHERE context_id = ?').get(row.id) as { data: string } | undefined);
      return found ? found.data : undefined;
    });
  }

  async listGraphs(viewer: string, filters: ListFilters): Promise<GraphContext[]> {
    return this.guard(() => this.contexts.list(viewer, filters).map(toContext));
  }

  async search(query: string, graphs: readonly GraphRef[]): Promise<SearchHit[]> {
    const ids = graphs.map((g) => this.contexts.own(g.owner, g.name)?.id).filter((id): id is number => id !== undefined);
    try {
      return this.statements.search(query, ids);
    } catch (error) {
      // FTS5 reports a query it cannot parse as a plain SQLITE_ERROR ("fts5: syntax error near …", "unterminated string", "no such column: x").
      if (isSqliteError(error) && error.code === 'SQLITE_ERROR' && /fts5|unterminated string|no such column|special query|syntax error/i.test(error.message)) {
        throw badRequest(`query is not a valid search (${error.message.replace(/^fts5: /, '')})`, 'query');
      }
      throw storeError(error, this.path);
    }
  }

  async deleteGraph(owner: string, name: string): Promise<number | undefined> {
    return this.write(() => {
      const row = this.contexts.own(owner, name);
      if (!row) return undefined;
      const count = this.statements.deleteAll(row.id);
      this.db.prepare('DELETE FROM search_indexes WHERE context_id = ?').run(row.id);
      this.contexts.delete(row.id);
      return count;
    });
  }

  async renameGraph(owner: string, from: string, to: string): Promise<boolean> {
    return this.write(() => {
      const row = this.contexts.own(owner, from);
      if (!row) return false;
      if (from === to) return true;
      if (this.contexts.own(owner, to)) throw badRequest(`a graph named "${to}" already exists`, 'name');
      this.contexts.update(row.id, { name: to }, this.now());
      return true;
    });
  }

  async updateGraph(owner: string, name: string, changes: GraphChanges): Promise<GraphContext | undefined> {
    return this.write(() => {
      const row = this.contexts.own(owner, name);
      if (!row) return undefined;
      const columns: Record<string, string | number> = {};
      if (changes.description !== undefined) columns.description = changes.description;
      if (changes.favorite !== undefined) columns.favorite = changes.favorite ? 1 : 0;
      if (changes.isPublic !== undefined) columns.is_public = changes.isPublic ? 1 : 0;
      if (Object.keys(columns).length > 0) this.contexts.update(row.id, columns, this.now());
      return toContext(this.contexts.get(row.id));
    });
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

function statementIndex(id: string): number {
  const index = Number(id);
  if (!Number.isSafeInteger(index) || index < 0) throw new Error(`statement id ${JSON.stringify(id)} is not a position`);
  return index;
}
