// The language of a short search query: too short for trigrams, so its script and its words decide, or nothing does.
import type { Language } from '../types.js';
import { candidatesOf, commonWordHits, dominantScript } from './languages/detect.js';
import { stopwordSet } from './stopwords.js';

/**
 * The language a query's script or words show (`how does a heat pump work` → en, `wie
 * funktioniert eine Wärmepumpe` → de, `солнечные панели` → ru); undefined when none wins
 * outright (`solar panels`), so that the caller can fall back to a default. Common words decide
 * first; where they tie, the languages' whole stopword lists.
 */
export function queryLanguage(query: string): Language | undefined {
  const script = dominantScript(query);
  if (script === undefined || script === 'Unsupported') return undefined;
  let candidates = candidatesOf(script);
  if (candidates.length === 1) return candidates[0].code;
  const common = commonWordHits(query, candidates);
  const best = Math.max(...common.values());
  if (best > 0) candidates = candidates.filter((m) => common.get(m.code) === best);
  if (candidates.length === 1) return candidates[0].code;
  const words = query.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const listed = candidates.map((m) => [m.code, words.filter((w) => stopwordSet(m.code).has(w)).length] as const);
  const most = Math.max(...listed.map(([, n]) => n));
  const winners = listed.filter(([, n]) => n === most);
  return most > 0 && winners.length === 1 ? winners[0][0] : undefined;
}
