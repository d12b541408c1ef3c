// The statements a text in another language writes in English: a translated manual leaves some of
// its steps untranslated (GNOME's French help: *Right-click and select Paste, or press Ctrl+V.*),
// and a phrase said there is English, to be read as English is.
import type { Language, Statement } from '../types.js';
import { englishFunctionWordSet } from './languages/language.js';
import { moduleOf, stopwordSet } from './stopwords.js';
import { lowercasedStatementsText, statementsText } from './phrase-uses.js';

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

/** Whether each statement of a text is English (englishStatement), each judged once, when first asked. */
function englishStatements(statements: readonly Statement[], language: Language): (k: number) => boolean {
  const own = stopwordSet(language);
  const judged = new Map<number, boolean>();
  return (k) => {
    let english = judged.get(k);
    if (english === undefined) judged.set(k, (english = englishStatement(statements[k].content, own)));
    return english;
  };
}

/**
 * For a text in a language other than English: whether most of a phrase's first uses (as written,
 * whole words) are in statements written in English.
 */
export function saidInEnglish(statements: readonly Statement[], language: Language): (phrase: string) => boolean {
  const isEnglish = englishStatements(statements, language);
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

/**
 * For a text in another language written in Latin letters: whether a word, written in any of
 * `forms` (lowercase), is said mostly in its English statements (a translation's steps left in
 * English: *select*, *press*), by its first uses in any case (*Select* opens a step). Undefined
 * for English, and for a text of another script, where a word in Latin letters is English already.
 */
export function englishWordCheck(statements: readonly Statement[], language: Language): ((forms: readonly string[]) => boolean) | undefined {
  if (language === 'en' || moduleOf(language).script !== 'Latin') return undefined;
  const isEnglish = englishStatements(statements, language);
  return (forms) => {
    // The first uses of all the forms, in the text's order.
    const uses: number[] = [];
    for (const form of forms) {
      let kept = 0;
      lowercasedStatementsText(statements).forEachUse(form, (k) => {
        uses.push(k);
        return ++kept < USES_READ;
      });
    }
    const first = uses.sort((a, b) => a - b).slice(0, USES_READ);
    return first.length > 0 && 2 * first.filter(isEnglish).length > first.length;
  };
}
