// The participles that give a name (a program called X): a phrase that holds one is the clause
// *something called X*, whose name is a phrase of its own, as English's *called, named* are
// (english-phrase-shapes.ts). Alone such a word may be a noun (French *l'intitulé*, the title;
// Portuguese *um chamado*, a ticket; Italian *una chiamata*, a call), and is judged as any word.
import type { Language } from '../types.js';

/** Per language, the participles' stems; each is read with its endings of gender and number. */
const NAMING: Partial<Record<Language, RegExp>> = {
  fr: /^(?:appel|nomm|baptis|surnomm|dénomm|intitul)é(?:e|s|es)?$/iu,
  es: /^(?:llamad|denominad|apodad|bautizad)(?:o|a|os|as)$/iu,
  pt: /^(?:chamad|denominad|apelidad|batizad)(?:o|a|os|as)$/iu,
  it: /^(?:chiamat|denominat|soprannominat|battezzat)(?:o|a|i|e)$/iu,
};

/** Whether a phrase of two words or more holds a participle that gives a name, in the language's words (appelé Alpha Centauri, software chamado). */
export function holdsNamingParticiple(words: readonly string[], language: Language): boolean {
  const naming = NAMING[language];
  return naming !== undefined && words.length > 1 && words.some((word) => naming.test(word));
}
