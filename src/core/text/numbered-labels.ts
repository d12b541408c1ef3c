// A phrase that a text writes mostly right before a number, and before several numbers, labels
// the things it numbers: a paper's figures and tables (Fig. 2, Supplementary Table 3, Theorem 1),
// a manual's steps, a reference's journal and volume (Nature 402, 75; Nature Genet. 32, 18). It
// names no subject: what the figure shows or the journal printed does.
import type { Statement } from '../types.js';
import { lowercasedStatementsText } from './phrase-uses.js';

/** How many uses of a phrase are read, at most. */
const USES_READ = 20;
/** How many different numbers the phrase must come before: a label numbers a series (Fig. 1, 2, 3); a name and its version (Windows 10 and 11) is none. */
const LEAST_NUMBERS = 3;
/**
 * What follows a label: an abbreviation's dot, a space, then a number of one to three digits (a
 * supplement's S1, a letter for a panel: 1A) or a Roman numeral of two letters or more (Table
 * II; not I, V or X, which name a variable as often: node X, player i). A version (Web 2.0) or a
 * year (fiscal year 1947, Windows 2000) is no label's number. Then punctuation, as a reference is
 * written (Fig. 2), Nature 402, 75; Step 1:): a number a noun follows is a model's, part of its
 * name (PlayStation 4 joypads, Windows 10 users), and one that ends a line names one of several
 * things alike (a shortcut's Switch to workspace 1 … 4).
 */
const LABEL_NUMBER = /^\.?[ \t\u00a0]?(S?\d{1,3}[a-zA-Z]?|[IVX]{2,})(?=[ \t\u00a0]*(?:[,;:)\]–-]|\.(?!\d)))/u;

/** Whether a phrase is one that the text writes, in any case, mostly before a number, and before LEAST_NUMBERS different ones (its first USES_READ uses read). */
export function numberedLabelCheck(statements: readonly Statement[]): (phrase: string) => boolean {
  return (phrase) => {
    const numbers = new Set<string>();
    const [uses, labels] = lowercasedStatementsText(statements).usesWhere(phrase.toLowerCase(), USES_READ, (k, at) => {
      const number = LABEL_NUMBER.exec(statements[k].content.slice(at + phrase.length, at + phrase.length + 12));
      if (number) numbers.add(number[1]);
      return number !== null;
    });
    return labels * 2 > uses && numbers.size >= LEAST_NUMBERS;
  };
}
