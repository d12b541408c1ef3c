// The case a key phrase is shown in. A sentence's first word takes a capital whatever it is, so a
// phrase the text only ever writes there (Trees, of "Trees need rain.") says nothing of its own
// case: shown as written it reads as a name beside the rest of a list (rain, farms, rivers,
// Trees). Where the language's lexicon knows the word as a common one, it is shown in lower case.
import type { Language, Statement } from '../types.js';
import { listed } from './languages/english-tagger.js';
import { statementsText } from './phrase-uses.js';

/**
 * A phrase in sentence case: a capital, then lower case to the end of its first word, and no
 * word after it that starts with a capital (a name of two words, Network Manager, a title in
 * title case, Running Multiple Instances, keep their capitals; so do NASA and iPhone).
 */
const SENTENCE_CASE = /^\p{Lu}[\p{Ll}\p{M}'’-]*(?:\s+[^\p{Lu}\s]\S*)*$/u;

/** What may stand between a sentence's start and its first word: spaces, opening quotes and brackets, a list's or Markdown's marks. */
const BEFORE_FIRST_WORD = /[\s"'“‘«([{*_#>•·–—`-]/u;
/** What may close a sentence after its last mark: quotes and brackets. */
const CLOSING = /["'”’»)\]}]/u;
/** What ends a sentence, or a clause that a capital may follow (a colon: Note: Trees…). */
const SENTENCE_END = /[.!?:;…。！？]/u;

/** How many of a phrase's uses are read at most: a phrase a text writes more often than this, each time first in its sentence, is read by these. */
const USES_READ = 20;

/**
 * The phrase as shown, for an English text's key phrases: one in sentence case whose every use
 * (as written) opens its sentence is shown with its first letter in lower case where the tagger's
 * lexicon lists its first word in lower case as a word other than a name (trees, use, validation;
 * not Paris or Obama, which it lacks). Any other phrase, and any of another language's, is shown as
 * written: that the text writes the word in lower case elsewhere does not tell (Fastify's guide on
 * testing writes the name first in each of its sentences, and *fastify* in its code), and German
 * writes every noun with a capital.
 */
export function phraseCaseCheck(statements: readonly Statement[], language: Language): (phrase: string) => string {
  if (language !== 'en') return (phrase) => phrase;
  const text = statementsText(statements);
  return (phrase) => {
    if (!SENTENCE_CASE.test(phrase)) return phrase;
    let uses = 0;
    let opening = true;
    text.forEachUse(phrase, (k, at) => {
      opening = opensSentence(statements[k].content, at);
      return opening && ++uses < USES_READ;
    });
    // A phrase not found as written (its statements read otherwise) tells nothing either.
    if (!opening || uses === 0) return phrase;
    const lower = phrase[0].toLowerCase() + phrase.slice(1);
    return commonWord(firstWord(lower)) ? lower : phrase;
  };
}

/** Whether the text at `at` is the first word of its sentence: nothing before it in its statement but marks, or a sentence's end. */
function opensSentence(text: string, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && BEFORE_FIRST_WORD.test(text[k])) k--;
  if (k < 0) return true;
  while (k >= 0 && CLOSING.test(text[k])) k--;
  return k >= 0 && SENTENCE_END.test(text[k]);
}

const firstWord = (phrase: string) => phrase.split(/\s/, 1)[0];

/** A word the English tagger's lexicon lists in lower case, as anything but a name. */
function commonWord(word: string): boolean {
  return listed(word)?.some((tag) => tag !== 'NNP' && tag !== 'NNPS') ?? false;
}
