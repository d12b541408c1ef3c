// Pages of results become one ranked list; and the first page, which results and related searches both read, is fetched once.
import { badRequest } from '../core/errors.js';
import type { SearchResult } from './types.js';

export type Hit = Omit<SearchResult, 'rank'>;

/**
 * Fetches pages 0..pages-1 in order and ranks their hits 1.. across pages. Stops at the first empty
 * page (there are no more), and drops a URL seen on an earlier page: providers say pages may overlap.
 */
export async function rankedPages(pages: number, fetchPage: (page: number) => Promise<Hit[]>): Promise<SearchResult[]> {
  if (!Number.isInteger(pages) || pages < 1) throw badRequest(`pages must be a whole number of at least 1, not ${pages}`);
  const out: SearchResult[] = [];
  const seen = new Set<string>();
  for (let page = 0; page < pages; page++) {
    const hits = await fetchPage(page);
    if (hits.length === 0) break;
    for (const hit of hits) {
      if (hit.url !== '' && seen.has(hit.url)) continue;
      if (hit.url !== '') seen.add(hit.url);
      out.push({ rank: out.length + 1, ...hit });
    }
  }
  return out;
}

/**
 * Replies by request address, so that results() and related() for the same query share one paid
 * request. Bounded, because a server may keep one provider for its whole life; a failure is forgotten
 * at once so that the next call tries again.
 */
export class ReplyMemo {
  private readonly replies = new Map<string, Promise<unknown>>();

  constructor(private readonly limit = 16) {}

  get(key: string, load: () => Promise<unknown>): Promise<unknown> {
    const known = this.replies.get(key);
    if (known) return known;
    const reply = load();
    this.replies.set(key, reply);
    reply.catch(() => this.replies.delete(key));
    if (this.replies.size > this.limit) this.replies.delete(this.replies.keys().next().value!);
    return reply;
  }
}
