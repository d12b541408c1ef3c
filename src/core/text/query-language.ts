// The language of a short search query: too short for trigram detection, so its common words decide.
import type { Language } from '../types.js';
import { stopwordSet, SUPPORTED_LANGUAGES } from './stopwords.js';

/**
 * The language whose stopword list holds the most words of the query (`how does a heat pump
 * work` → en, `wie funktioniert eine Wärmepumpe` → de), Cyrillic script → ru; undefined when no
 * language wins outright (`solar panels`, or a tie), so the caller can fall back to a default.
 */
export function queryLanguage(query: string): Language | undefined {
  const words = query.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length === 0) return undefined;
  if (words.every((w) => /^\p{Script=Cyrillic}+$/u.test(w))) return 'ru';
  let best: Language | undefined;
  let bestHits = 0;
  let tied = false;
  for (const language of SUPPORTED_LANGUAGES) {
    const list = stopwordSet(language);
    const hits = words.filter((w) => list.has(w)).length;
    if (hits > bestHits) [best, bestHits, tied] = [language, hits, false];
    else if (hits === bestHits && hits > 0) tied = true;
  }
  return tied ? undefined : best;
}
