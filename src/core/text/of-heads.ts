// A noun alone that a text writes only before *of* (Part of the git(1) suite, the State of the
// Union, a number of changes) names no subject by itself: what it is a part, a state or a number
// of does, and that is a key phrase of its own where the text says it enough.
import type { Statement } from '../types.js';
import { commonRanks } from './common-words.js';
import { lowercasedStatementsText, wordAfter } from './phrase-uses.js';

/** How many uses of a word are looked at, at most. */
const USES_MET = 10;

/**
 * Whether a phrase is a word alone that the text writes, in any case, only right before *of*
 * (its first USES_MET uses read): twice at least, or once where it is one of English's common
 * words (part, number, level) or names a part (PARTS: rest, majority). A rarer word said once so (a histogram of delta chain length, the
 * classification of data streams in an abstract) is as likely the subject as its complement.
 */
export function ofHeadCheck(statements: readonly Statement[]): (phrase: string) => boolean {
  return (phrase) => {
    if (/\s/.test(phrase)) return false;
    const lowered = phrase.toLowerCase();
    let uses = 0;
    let heads = 0;
    lowercasedStatementsText(statements).forEachUse(lowered, (k, at) => {
      uses++;
      if (wordAfter(statements[k].content, at + phrase.length)?.toLowerCase() === 'of') heads++;
      return uses < USES_MET && heads === uses;
    });
    return heads === uses && (uses >= 2 || (uses === 1 && (commonRanks('en').has(lowered) || PARTS.has(lowered))));
  };
}

/**
 * Nouns beyond English's common words that name a part or an amount of what *of* names (the rest of the documentation, the
 * bulk of the work): before *of*, said once, they are no subject either.
 */
const PARTS = new Set(['rest', 'remainder', 'majority', 'minority', 'bulk', 'handful', 'plenty', 'variety', 'multitude', 'myriad', 'plethora', 'portion', 'fraction', 'subset']);
