// The statements a text in another language writes in English: a translated manual leaves some of
// its steps untranslated (GNOME's French help: *Right-click and select Paste, or press Ctrl+V.*),
// and a phrase said there is English, to be read as English is.
import type { Language, Statement } from '../types.js';
import { englishFunctionWordSet } from './languages/language.js';
import { stopwordSet } from './stopwords.js';
import { statementsText } from './phrase-uses.js';

const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;
/** How many of a phrase's first uses decide where it is said. */
const USES_READ = 3;

/**
 * Whether a statement is English: it holds more of English's function words that the text's
 * language does not share (*the, and, or, you, with*; French's *on* and *a* are its own) than of
 * its own language's that English does not share, two or more of them, or one where it holds
 * none of its own (*overview and start typing Appearance*, a step cut short by its markup).
 */
export function englishStatement(content: string, own: ReadonlySet<string>): boolean {
  const english = englishFunctionWordSet();
  let theirs = 0;
  let ours = 0;
  for (const [raw] of content.matchAll(WORD)) {
    const word = raw.toLowerCase();
    const inEnglish = english.has(word);
    const inOwn = own.has(word);
    if (inEnglish && !inOwn) theirs++;
    else if (inOwn && !inEnglish) ours++;
  }
  return theirs > ours && (theirs >= 2 || ours === 0);
}

/**
 * For a text in a language other than English: whether most of a phrase's first uses (as written,
 * whole words) are in statements written in English. Each statement is judged once, when a phrase
 * is first met in it.
 */
export function saidInEnglish(statements: readonly Statement[], language: Language): (phrase: string) => boolean {
  const own = stopwordSet(language);
  const judged = new Map<number, boolean>();
  const isEnglish = (k: number) => {
    let english = judged.get(k);
    if (english === undefined) judged.set(k, (english = englishStatement(statements[k].content, own)));
    return english;
  };
  return (phrase) => {
    let read = 0;
    let english = 0;
    statementsText(statements).forEachUse(phrase, (k) => {
      read++;
      if (isEnglish(k)) english++;
      return read < USES_READ;
    });
    return read > 0 && 2 * english > read;
  };
}
