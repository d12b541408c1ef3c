// A key phrase that a text writes mostly as the end of a longer name is a piece of that name:
// *States* of *the United States*, *Wide Web* of *World Wide Web*, *Spring Harbor Laboratory* of
// *Cold Spring Harbor Laboratory*, where the name's first word is too common a word to be a
// concept of the text (united, world, cold) and the rest was left to stand alone. The whole name
// stays where the text makes it a phrase of its concepts; a piece says what the name does not.
import type { Language, Statement } from '../types.js';
import { englishFunctionWordSet } from './languages/language.js';
import { lowercasedStatementsText, wordBefore } from './phrase-uses.js';

/** How many uses of a phrase are read, at most. */
const USES_READ = 20;

/** A word with a capital and then a lowercase letter (United, World; not a run of capitals). */
const NAME_WORD = /^\p{Lu}\p{Ll}/u;
/** What ends a sentence before a word: then the word is first in its sentence, and its capital says nothing (Click Settings). */
const SENTENCE_BEFORE = /(?:^|[.!?:;]["'’”)]*)\s*$/u;

/**
 * Whether a phrase that starts with a capital is one the text writes mostly right after another
 * word with a capital (its first USES_READ uses read, twice at least), that word not a function
 * word (*the*, *His*) and not first in its sentence (*Click Settings*, *Open Files*). English
 * only: German writes every noun with a capital, and the rule was read on English texts alone.
 */
export function cutNameCheck(statements: readonly Statement[], language: Language): ((phrase: string) => boolean) | undefined {
  if (language !== 'en') return undefined;
  const functionWords = englishFunctionWordSet();
  return (phrase) => {
    if (!NAME_WORD.test(phrase)) return false;
    const [uses, cut] = lowercasedStatementsText(statements).usesWhere(phrase.toLowerCase(), USES_READ, (k, at) => {
      const content = statements[k].content;
      const before = wordBefore(content, at);
      if (before === undefined || !NAME_WORD.test(content.slice(at, at + 2)) || !NAME_WORD.test(before) || functionWords.has(before.toLowerCase())) return false;
      let start = at;
      while (start > 0 && /\s/u.test(content[start - 1])) start--;
      start -= before.length;
      return !SENTENCE_BEFORE.test(content.slice(Math.max(0, start - 8), start));
    });
    return cut >= 2 && cut * 2 > uses;
  };
}
