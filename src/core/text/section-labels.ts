// A text's section labels: a man page's NAME, SYNOPSIS, DESCRIPTION and OPTIONS, a paper's
// ABSTRACT and RELATED WORK, a manual page's Synopsis, Description and Examples. Each a line of its
// own, they head the text's parts and name none of its subjects.
import type { Statement } from '../types.js';
import { lowercasedStatementsText, statementsText } from './phrase-uses.js';

/** A label: one to three words in capitals (digits and hyphens within), no lowercase letter. */
const LABEL = /^\p{Lu}[\p{Lu}\p{N}-]*(?: [\p{Lu}\p{N}][\p{Lu}\p{N}-]*){0,2}$/u;
/** A heading of one word with a capital (Synopsis, Description, Examples), as a generated manual's pages head their parts. */
const HEADING_WORD = /^\p{Lu}\p{Ll}+$/u;
/** How many uses of a phrase are looked at, at most. */
const USES_MET = 10;

/**
 * Whether a phrase is only a section's label: in a text with two labels or more (a text divided
 * into sections so labelled; a title in capitals alone is no such text), a phrase written as a
 * label whose every use is a statement of its own. A word in capitals the text also writes in its
 * sentences (HEAD, URL) stays. So is a word with a capital alone on its line, in a text with two
 * such lines or more, that the text writes nowhere else in any case, and that is not its first
 * line, which is its title, and that it writes once: a section's heading (fish's manual heads each
 * command's page *Synopsis*, *Description*, *Example*, and they were among the key phrases of 70
 * of its 132 pages). A word a page writes in its sentences too stays, as does one it writes on
 * lines of their own twice or more (*Printing*, a cell of a table of ports that says what each is
 * for), and a site's name that heads every page (Fastify's).
 */
export function sectionLabelCheck(statements: readonly Statement[]): (phrase: string) => boolean {
  // Most texts have no phrase in capitals among their candidates: their labels are gathered only when one is asked.
  let labels: Set<string> | undefined;
  let headings: Set<string> | undefined;
  return (phrase) => {
    if (HEADING_WORD.test(phrase)) {
      headings ??= new Set(statements.slice(1).map((s) => s.content.trim()).filter((line) => HEADING_WORD.test(line)).map((line) => line.toLowerCase()));
      return headings.size >= 2 && headings.has(phrase.toLowerCase()) && everyUseAlone(statements, phrase.toLowerCase(), true, 1);
    }
    if (!LABEL.test(phrase)) return false;
    labels ??= new Set(statements.map((s) => s.content.trim()).filter((line) => LABEL.test(line)));
    return labels.size >= 2 && labels.has(phrase) && everyUseAlone(statements, phrase, false);
  };
}

/**
 * Whether every use of a phrase, among its first USES_MET, is a statement of its own (`anyCase`:
 * uses in any case, `phrase` given in lower case, none of them the text's first), and at most
 * `most` of them.
 */
function everyUseAlone(statements: readonly Statement[], phrase: string, anyCase: boolean, most = USES_MET): boolean {
  const text = anyCase ? lowercasedStatementsText(statements) : statementsText(statements);
  let uses = 0;
  let alone = 0;
  text.forEachUse(phrase, (k) => {
    uses++;
    const line = statements[k].content.trim();
    if ((anyCase ? line.toLowerCase() : line) === phrase && !(anyCase && k === 0)) alone++;
    return uses < USES_MET;
  });
  return alone === uses && uses <= most;
}
