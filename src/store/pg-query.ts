// The search syntax of the SQLite store (FTS5's), parsed once: as a PostgreSQL tsquery, so both stores take the same
// queries, and as the words a search ranks its matches by (the question `related` would be asked).
import { badRequest } from '../core/errors.js';

/**
 * FTS5's grammar, as far as tna's searches use it:
 *   "a phrase"  word  prefix*  "a" + "b"  (group)  a AND b  a b  a OR b  a NOT b  NEAR(a b, 10)  content: a
 * NOT binds tighter than AND (explicit or implied by words side by side), AND tighter than OR.
 * What FTS5 refuses (a stray character, a dangling operator, an unknown column) is refused here too,
 * as the same 400 on `query`, so the caller's fallback to plain words works alike for both stores.
 */
type Token =
  | { kind: 'phrase'; words: string[]; text: string; prefix: boolean }
  | { kind: 'op'; op: 'AND' | 'OR' | 'NOT' | 'NEAR' }
  | { kind: '(' | ')' | '+' | ',' | ':' }
  | { kind: 'number'; value: string };

/** A word of the unicode61 tokenizer: letters, digits and marks; everything else separates words. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
/** Characters FTS5 accepts in a bareword. */
const BARE = /[\p{L}\p{N}\p{M}_\u0080-\u{10FFFF}]/u;

function invalid(why: string): never {
  throw badRequest(`query is not a valid search (${why})`, 'query');
}

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '"') {
      let text = '';
      for (i++; ; i++) {
        if (i >= query.length) invalid('unterminated string');
        if (query[i] === '"') {
          if (query[i + 1] === '"') {
            text += '"';
            i++;
            continue;
          }
          break;
        }
        text += query[i];
      }
      i++;
      const prefix = query[i] === '*';
      if (prefix) i++;
      tokens.push({ kind: 'phrase', words: text.match(WORD) ?? [], text, prefix });
    } else if ('()+,:'.includes(ch)) {
      tokens.push({ kind: ch as '(' | ')' | '+' | ',' | ':' });
      i++;
    } else if (BARE.test(ch)) {
      let word = '';
      while (i < query.length && BARE.test(query[i])) word += query[i++];
      const prefix = query[i] === '*';
      if (prefix) i++;
      if (!prefix && (word === 'AND' || word === 'OR' || word === 'NOT' || (word === 'NEAR' && query[i] === '('))) tokens.push({ kind: 'op', op: word });
      else if (/^\d+$/.test(word) && tokens.at(-1)?.kind === ',') tokens.push({ kind: 'number', value: word });
      else tokens.push({ kind: 'phrase', words: word.match(WORD) ?? [], text: word, prefix });
    } else {
      invalid(`syntax error near "${ch}"`);
    }
  }
  return tokens;
}

/** A parsed query: phrases (words side by side, the last one a prefix if asked) joined by the operators. */
type Node =
  | { kind: 'phrase'; words: string[]; texts: string[]; prefix: boolean }
  | { kind: 'and' | 'or' | 'near'; parts: Node[] }
  | { kind: 'not'; left: Node; right: Node };

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Node {
    if (this.tokens.length === 0) invalid('empty query');
    const expr = this.or();
    if (this.at < this.tokens.length) invalid(`syntax error near "${describe(this.tokens[this.at])}"`);
    return expr;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isOp(op: string): boolean {
    const t = this.peek();
    return t?.kind === 'op' && t.op === op;
  }

  private or(): Node {
    const parts = [this.and()];
    while (this.isOp('OR')) {
      this.at++;
      parts.push(this.and());
    }
    return parts.length === 1 ? parts[0] : { kind: 'or', parts };
  }

  private and(): Node {
    const parts = [this.not()];
    for (;;) {
      if (this.isOp('AND')) this.at++;
      else if (!this.startsPrimary()) break;
      parts.push(this.not());
    }
    return parts.length === 1 ? parts[0] : { kind: 'and', parts };
  }

  private not(): Node {
    let expr = this.primary();
    while (this.isOp('NOT')) {
      this.at++;
      expr = { kind: 'not', left: expr, right: this.primary() };
    }
    return expr;
  }

  private startsPrimary(): boolean {
    const t = this.peek();
    return t !== undefined && (t.kind === 'phrase' || t.kind === '(' || (t.kind === 'op' && t.op === 'NEAR'));
  }

  private primary(): Node {
    const t = this.peek();
    if (!t) invalid('syntax error at the end of the query');
    if (t.kind === '(') {
      this.at++;
      const inner = this.or();
      if (this.peek()?.kind !== ')') invalid('syntax error: missing )');
      this.at++;
      return inner;
    }
    if (t.kind === 'op' && t.op === 'NEAR') return this.near();
    if (t.kind === 'phrase' && this.tokens[this.at + 1]?.kind === ':') {
      // A column filter: the index has one column, content.
      const column = t.words.join(' ');
      if (column.toLowerCase() !== 'content') invalid(`no such column: ${column}`);
      this.at += 2;
      return this.primary();
    }
    return this.phrase();
  }

  /** A phrase, or phrases joined by + into one. */
  private phrase(): Node {
    const words: string[] = [];
    const texts: string[] = [];
    let prefix = false;
    for (;;) {
      const t = this.peek();
      if (t?.kind !== 'phrase') invalid(`syntax error near "${t ? describe(t) : 'the end of the query'}"`);
      this.at++;
      words.push(...t.words);
      texts.push(t.text);
      prefix = t.prefix;
      if (this.peek()?.kind !== '+') break;
      this.at++;
    }
    return { kind: 'phrase', words, texts, prefix };
  }

  /** NEAR(a b c, N): PostgreSQL has no NEAR; every phrase must be in the statement, at any distance. */
  private near(): Node {
    this.at++;
    if (this.peek()?.kind !== '(') invalid('syntax error: NEAR needs (');
    this.at++;
    const parts: Node[] = [];
    while (this.peek()?.kind === 'phrase') parts.push(this.phrase());
    if (parts.length === 0) invalid('syntax error: an empty NEAR group');
    if (this.peek()?.kind === ',') {
      this.at++;
      if (this.peek()?.kind !== 'number') invalid('syntax error: NEAR distance must be a number');
      this.at++;
    }
    if (this.peek()?.kind !== ')') invalid('syntax error: missing ) after NEAR');
    this.at++;
    return parts.length === 1 ? parts[0] : { kind: 'near', parts };
  }
}

/** The tsquery of a parsed query: NOT as `& !`, NEAR as AND. */
function tsquery(node: Node): string {
  switch (node.kind) {
    case 'phrase':
      return render(node.words, node.prefix);
    case 'or':
      return `(${node.parts.map(tsquery).join(' | ')})`;
    case 'and':
    case 'near':
      return `(${node.parts.map(tsquery).join(' & ')})`;
    case 'not':
      return `(${tsquery(node.left)} & !${tsquery(node.right)})`;
  }
}

function describe(t: Token): string {
  if (t.kind === 'phrase') return t.words.join(' ');
  if (t.kind === 'op') return t.op;
  if (t.kind === 'number') return t.value;
  return t.kind;
}

/** Words one after another (`<->`), the last one a prefix (`:*`) if asked; no words match nothing. */
function render(words: string[], prefix: boolean): string {
  if (words.length === 0) return `'${NOTHING}'`;
  return '(' + words.map((w, i) => `'${w}'${prefix && i === words.length - 1 ? ':*' : ''}`).join(' <-> ') + ')';
}

/** A lexeme no statement can hold (the parser splits words at the underscores), for a phrase of punctuation only. */
const NOTHING = '_';

/** The tsquery text (for to_tsquery) of an FTS5-syntax query; throws a 400 on `query` for what FTS5 would refuse. */
export function toTsQuery(query: string): string {
  return tsquery(new Parser(tokenize(query)).parse());
}

/**
 * The words of a query that a statement is ranked by, as one question: every phrase's words, a
 * prefix as the word it begins (`farm*`: farm), NEAR's phrases as any others, and nothing of what
 * NOT leaves out (`rain NOT farms`: rain). A query FTS5 would refuse is searched as its plain
 * words (service/search.ts), and ranked by them too.
 */
export function queryWords(query: string): string {
  let parsed: Node;
  try {
    parsed = new Parser(tokenize(query)).parse();
  } catch {
    return query.replace(/"/g, ' ').trim();
  }
  const out: string[] = [];
  const collect = (node: Node): void => {
    if (node.kind === 'phrase') out.push(...node.texts);
    else if (node.kind === 'not') collect(node.left);
    else node.parts.forEach(collect);
  };
  collect(parsed);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}
