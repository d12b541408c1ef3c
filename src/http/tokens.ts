// Bearer tokens of `tna serve`: where they come from (a JSON file or TNA_SERVE_TOKENS) and a constant-time lookup.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../core/errors.js';

/** The user a token stands for, and a stable id of the token (its digest) for rate limits; never the token itself. */
export interface TokenOwner {
  user: string;
  id: string;
}

const digest = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

export class TokenTable {
  private readonly entries: Array<{ digest: Buffer; owner: TokenOwner }>;

  constructor(tokens: Record<string, string>) {
    this.entries = Object.entries(tokens).map(([token, user]) => {
      const d = digest(token);
      return { digest: d, owner: { user, id: d.toString('hex').slice(0, 16) } };
    });
  }

  get size(): number {
    return this.entries.length;
  }

  get users(): string[] {
    return [...new Set(this.entries.map((e) => e.owner.user))];
  }

  /**
   * A key that every server holding the same tokens derives alike, for one purpose (signing MCP
   * session ids): no secret of its own to distribute, and a change of tokens changes it.
   */
  derivedKey(purpose: string): Buffer {
    const hash = createHash('sha256').update(`tna ${purpose}\0`);
    for (const entry of [...this.entries].sort((a, b) => Buffer.compare(a.digest, b.digest))) hash.update(entry.digest).update(`${entry.owner.user}\0`);
    return hash.digest();
  }

  /**
   * The owner of `token`, or undefined. Digests have equal length, so timingSafeEqual applies,
   * and every entry is compared: the time taken says nothing about which token (or how much of
   * one) matched.
   */
  ownerOf(token: string): TokenOwner | undefined {
    const given = digest(token);
    let found: TokenOwner | undefined;
    for (const entry of this.entries) {
      if (timingSafeEqual(entry.digest, given)) found = entry.owner;
    }
    return found;
  }
}

const USER_NAME = /^[^\s:,]{1,100}$/;

function checked(tokens: Record<string, string>, source: string): Record<string, string> {
  for (const [token, user] of Object.entries(tokens)) {
    if (token.trim() === '' || /\s/.test(token)) throw badRequest(`${source}: a token is empty or holds spaces`);
    if (typeof user !== 'string' || !USER_NAME.test(user)) {
      throw badRequest(`${source}: the user of a token must be a name of 1 to 100 characters without spaces, ':' or ','`);
    }
  }
  return tokens;
}

/** `{ "<token>": "<user>" }`, as the --tokens file holds it. */
export function parseTokenFile(text: string, source: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text around the error, which may be a token: not repeated here.
    throw badRequest(`${source} is not valid JSON; expected { "<token>": "<user>", … }`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((u) => typeof u !== 'string')) {
    throw badRequest(`${source} must be a JSON object of token → user name, like { "<token>": "alice" }`);
  }
  return checked(parsed as Record<string, string>, source);
}

/** `token1:alice,token2:bob`, as TNA_SERVE_TOKENS holds it. */
export function parseTokenList(value: string, source: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const pair of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const colon = pair.lastIndexOf(':');
    if (colon <= 0 || colon === pair.length - 1) throw badRequest(`${source} must be token:user pairs separated by commas, like token1:alice,token2:bob`);
    tokens[pair.slice(0, colon)] = pair.slice(colon + 1);
  }
  return checked(tokens, source);
}

/** The tokens of a `--tokens` file, else of TNA_SERVE_TOKENS, else none; `tna serve` and `tna mcp --http` share the rules. */
export async function loadTokenTable(file: string | undefined, where: { cwd: string; env: NodeJS.ProcessEnv }): Promise<TokenTable> {
  if (file) {
    let text: string;
    try {
      text = await readFile(path.resolve(where.cwd, file), 'utf8');
    } catch (error) {
      throw badRequest(`--tokens: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    return new TokenTable(parseTokenFile(text, `--tokens ${file}`));
  }
  const list = where.env.TNA_SERVE_TOKENS?.trim();
  return new TokenTable(list ? parseTokenList(list, 'TNA_SERVE_TOKENS') : {});
}
