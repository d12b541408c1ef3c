// `tna check --cache`: each file's analysis kept by a hash of its bytes, so that a second run over
// unchanged files reads and hashes them but neither parses nor analyzes them again. The key also
// holds tna's version and the analysis settings, so a new release or another `analysis` section
// misses. Rules are not cached: they run on the kept figures every time, so a changed rule or
// threshold takes effect at once. One JSON file, `.tnacache` by default, as ESLint's `.eslintcache`.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import { badRequest } from '../core/errors.js';
import type { GraphFacts } from './facts.js';

export const DEFAULT_CACHE_FILE = '.tnacache';
/** The layout of the file; another layout is read as empty. */
const FORMAT = 3;

interface Entry {
  hash: string;
  /** null: the text had nothing to analyze. */
  facts: StoredFacts | null;
}
/**
 * The facts in a compact form: concepts as tuples, maps as entry lists, and gaps as indexes into
 * the clusters (in memory they point at the cluster objects), which keeps the file a third of the size.
 */
type StoredFacts = Omit<GraphFacts, 'concepts' | 'mentions' | 'firstLine' | 'gaps'> & {
  concepts: [string, number, number, string][];
  mentions: [string, number][];
  firstLine: [string, number][];
  gaps: [number, number, number, number][];
};

function store(facts: GraphFacts): StoredFacts {
  const index = new Map(facts.clusters.map((c, i) => [c, i]));
  return {
    ...facts,
    concepts: facts.concepts.map((c) => [c.name, c.bc, c.degree, c.community]),
    mentions: [...facts.mentions],
    firstLine: [...facts.firstLine],
    gaps: facts.gaps.map((g) => [index.get(g.from)!, index.get(g.to)!, g.links, g.depth]),
  };
}

function restore(stored: StoredFacts): GraphFacts {
  return {
    ...stored,
    concepts: stored.concepts.map(([name, bc, degree, community]) => ({ name, bc, degree, community })),
    mentions: new Map(stored.mentions),
    firstLine: new Map(stored.firstLine),
    gaps: stored.gaps.map(([from, to, links, depth]) => ({ from: stored.clusters[from], to: stored.clusters[to], links, depth })),
  };
}

export class FactsCache {
  private readonly next = new Map<string, Entry>();
  hits = 0;

  private constructor(
    private readonly file: string,
    private readonly salt: string,
    private readonly previous: Map<string, Entry>,
  ) {}

  /** The cache at `file` (absolute); a missing, unreadable or foreign file is an empty cache. */
  static async open(file: string, salt: string): Promise<FactsCache> {
    let previous = new Map<string, Entry>();
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as { format?: number; files?: Record<string, Entry> };
      if (parsed.format === FORMAT && parsed.files && typeof parsed.files === 'object') previous = new Map(Object.entries(parsed.files));
    } catch {
      // No cache yet, or one this version cannot read: every file is analyzed and the cache written anew.
    }
    return new FactsCache(file, salt, previous);
  }

  hash(bytes: Uint8Array): string {
    return createHash('sha256').update(this.salt).update('\u0000').update(bytes).digest('base64url');
  }

  /** The facts kept for `path` with this hash: undefined on a miss, null for a text with nothing to analyze. */
  get(path: string, hash: string): GraphFacts | null | undefined {
    const entry = this.previous.get(path);
    if (!entry || entry.hash !== hash) return undefined;
    this.hits++;
    this.next.set(path, entry);
    return entry.facts === null ? null : restore(entry.facts);
  }

  set(path: string, hash: string, facts: GraphFacts | undefined): void {
    this.next.set(path, { hash, facts: facts ? store(facts) : null });
  }

  /**
   * Writes the entries of this run (files no longer checked drop out), through a temporary file
   * and a rename, so that a run stopped halfway leaves the old cache whole.
   */
  async save(): Promise<void> {
    // Every file as it was, and no other: the file on disk says it already.
    if (this.hits === this.next.size && this.next.size === this.previous.size) return;
    const files = Object.fromEntries([...this.next].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      await mkdir(nodePath.dirname(this.file), { recursive: true });
      await writeFile(temporary, JSON.stringify({ format: FORMAT, files }));
      await rename(temporary, this.file);
    } catch (error) {
      throw badRequest(`--cache: cannot write ${this.file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }

  /** How a path is keyed: relative to the cache file's directory, so a moved checkout keeps its cache. */
  keyOf(absolute: string): string {
    return nodePath.relative(nodePath.dirname(this.file), absolute).split(nodePath.sep).join('/');
  }
}
