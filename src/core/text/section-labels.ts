// A text's section labels: a man page's NAME, SYNOPSIS, DESCRIPTION and OPTIONS, a paper's
// ABSTRACT and RELATED WORK. Written in capitals, each a line of its own, they head the text's
// parts and name none of its subjects.
import type { Statement } from '../types.js';
import { statementsText } from './phrase-uses.js';

/** A label: one to three words in capitals (digits and hyphens within), no lowercase letter. */
const LABEL = /^\p{Lu}[\p{Lu}\p{N}-]*(?: [\p{Lu}\p{N}][\p{Lu}\p{N}-]*){0,2}$/u;
/** How many uses of a phrase are looked at, at most. */
const USES_MET = 10;

/**
 * Whether a phrase is only a section's label: in a text with two labels or more (a text divided
 * into sections so labelled; a title in capitals alone is no such text), a phrase written as a
 * label whose every use is a statement of its own. A word in capitals the text also writes in its
 * sentences (HEAD, URL) stays.
 */
export function sectionLabelCheck(statements: readonly Statement[]): (phrase: string) => boolean {
  // Most texts have no phrase in capitals among their candidates: their labels are gathered only when one is asked.
  let labels: Set<string> | undefined;
  return (phrase) => {
    if (!LABEL.test(phrase)) return false;
    labels ??= new Set(statements.map((s) => s.content.trim()).filter((line) => LABEL.test(line)));
    if (labels.size < 2 || !labels.has(phrase)) return false;
    const text = statementsText(statements);
    let uses = 0;
    let alone = 0;
    text.forEachUse(phrase, (k) => {
      uses++;
      if (statements[k].content.trim() === phrase) alone++;
      return uses < USES_MET;
    });
    return alone === uses;
  };
}
