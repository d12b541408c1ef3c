// The contexts table: one row per saved graph, with its owner, flags, dates and settings.
import type { GraphContext, ListFilters, SavedSettings } from './types.js';
import type { Database, Statement } from './sqlite.js';

export interface ContextRow {
  id: number;
  owner: string;
  name: string;
  description: string;
  context_type: string;
  language: string;
  favorite: number;
  is_public: number;
  created_at: string;
  updated_at: string;
  settings: string;
  next_statement_id: number;
  node_count: number;
  statement_count: number;
}

const SELECT = `SELECT c.*, (SELECT count(*) FROM statements s WHERE s.context_id = c.id) AS statement_count FROM contexts c`;
/** What a viewer may see: their own graphs and everyone's public ones. */
const VISIBLE = `(c.owner = @viewer OR c.is_public = 1)`;

/**
 * A saved graph as a row of either store gives it: SQLite's flags are 0 or 1, PostgreSQL's booleans
 * (its ids, which this does not read, are strings).
 */
export type AnyContextRow = Omit<ContextRow, 'id' | 'favorite' | 'is_public'> & { favorite: number | boolean; is_public: number | boolean };

export function toContext(row: AnyContextRow): GraphContext {
  return {
    owner: row.owner,
    name: row.name,
    description: row.description,
    contextType: row.context_type,
    language: row.language,
    favorite: row.favorite === 1 || row.favorite === true,
    isPublic: row.is_public === 1 || row.is_public === true,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    settings: JSON.parse(row.settings) as SavedSettings,
    statementCount: row.statement_count,
    nodeCount: row.node_count,
  };
}

export class Contexts {
  private readonly byOwner: Statement<[string, string], ContextRow>;
  private readonly publicByName: Statement<[string], ContextRow>;
  private readonly byId: Statement<[number], ContextRow>;
  private readonly inserter: Statement<[Record<string, unknown>]>;

  constructor(private readonly db: Database) {
    // Case-insensitive matching beyond ASCII, which SQLite's lower() does not fold.
    db.function('casefold', { deterministic: true }, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
    this.byOwner = db.prepare(`${SELECT} WHERE c.owner = ? AND c.name = ?`);
    this.publicByName = db.prepare(`${SELECT} WHERE c.is_public = 1 AND c.name = ? ORDER BY c.created_at, c.id LIMIT 1`);
    this.byId = db.prepare(`${SELECT} WHERE c.id = ?`);
    this.inserter = db.prepare(
      `INSERT INTO contexts (owner, name, context_type, created_at, updated_at, settings)
       VALUES (@owner, @name, @contextType, @now, @now, @settings)`,
    );
  }

  own(owner: string, name: string): ContextRow | undefined {
    return this.byOwner.get(owner, name);
  }

  /** The viewer's own graph of that name, else the earliest created public graph of that name. */
  visible(viewer: string, name: string): ContextRow | undefined {
    return this.byOwner.get(viewer, name) ?? this.publicByName.get(name);
  }

  get(id: number): ContextRow {
    const row = this.byId.get(id);
    if (!row) throw new Error(`context ${id} vanished inside its transaction`);
    return row;
  }

  insert(owner: string, name: string, contextType: string, settings: SavedSettings, now: string): number {
    const result = this.inserter.run({ owner, name, contextType, now, settings: JSON.stringify(settings) });
    return Number(result.lastInsertRowid);
  }

  /** Sets the given columns (names as in the table) and updated_at. */
  update(id: number, columns: Record<string, string | number>, now: string): void {
    const names = Object.keys(columns);
    const assignments = [...names.map((n) => `${n} = @${n}`), 'updated_at = @now'].join(', ');
    this.db.prepare(`UPDATE contexts SET ${assignments} WHERE id = @id`).run({ ...columns, now, id });
  }

  /** Derived facts; they do not count as a change of the graph's own fields. */
  setFacts(id: number, nextStatementId: number, language: string, nodeCount: number): void {
    this.db
      .prepare(`UPDATE contexts SET next_statement_id = ?, language = ?, node_count = ? WHERE id = ?`)
      .run(nextStatementId, language, nodeCount, id);
  }

  delete(id: number): void {
    this.db.prepare(`DELETE FROM contexts WHERE id = ?`).run(id);
  }

  list(viewer: string, filters: ListFilters): ContextRow[] {
    const where = [VISIBLE];
    const params: Record<string, unknown> = { viewer };
    const anyOf = (key: string, values: string[] | undefined, condition: (param: string) => string) => {
      if (!values?.length) return;
      where.push('(' + values.map((value, i) => {
        params[`${key}${i}`] = value.toLowerCase();
        return condition(`@${key}${i}`);
      }).join(' OR ') + ')');
    };
    anyOf('query', filters.query, (p) => `instr(casefold(c.name), ${p}) > 0 OR instr(casefold(c.description), ${p}) > 0`);
    anyOf('type', filters.types, (p) => `casefold(c.context_type) = ${p}`);
    anyOf('language', filters.languages, (p) => `casefold(c.language) = ${p}`);
    if (filters.from !== undefined) {
      where.push('c.created_at >= @from');
      params.from = filters.from;
    }
    if (filters.to !== undefined) {
      where.push('c.created_at <= @to');
      params.to = filters.to;
    }
    if (filters.favorite !== undefined) {
      where.push('c.favorite = @favorite');
      params.favorite = filters.favorite ? 1 : 0;
    }
    return this.db
      .prepare<[Record<string, unknown>], ContextRow>(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY c.created_at DESC, c.name, c.owner`)
      .all(params);
  }
}
