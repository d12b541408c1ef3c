// A noun alone that a text writes mostly inside an adverbial idiom (for example, by default, par
// défaut, por ejemplo, zum Beispiel) names no subject: the idiom says how or that, not what. A
// manual says *by default* and *for example* on page after page, and *default* and *example* were
// among the key phrases of GNOME's help in each of its languages.
import type { Language, Statement } from '../types.js';
import { lowercasedStatementsText, wordBefore } from './phrase-uses.js';

/** How many uses of a word are looked at, at most: the first ones. */
const USES_MET = 10;

/**
 * Each language's adverbial idioms that end in a noun, lowercase: the words before the noun, by
 * the noun. A word written in another sense (a default value, un défaut de paiement) stays.
 */
const IDIOMS: Partial<Record<Language, Readonly<Record<string, readonly string[]>>>> = {
  en: { example: ['for'], instance: ['for'], default: ['by'], addition: ['in'], fact: ['in'], general: ['in'], order: ['in'] },
  // And the wire of wireless (sans fil, sem fio, senza fili), said alone where the network it describes is not.
  fr: { défaut: ['par'], exemple: ['par'], général: ['en'], fait: ['en'], fil: ['sans'] },
  es: { defecto: ['por'], ejemplo: ['por'], general: ['en'], hecho: ['de'] },
  pt: { padrão: ['por'], exemplo: ['por'], geral: ['em'], fato: ['de'], fio: ['sem'] },
  it: { esempio: ['per', 'ad'], generale: ['in'], fili: ['senza'] },
  de: { beispiel: ['zum'], allgemeinen: ['im'] },
};

/**
 * Whether a phrase is a word alone that at least half of the text's first USES_MET uses of it
 * write right after the words of one of its language's adverbial idioms (IDIOMS): *example*
 * where the text writes *for example*, *défaut* of *par défaut*, said once or more.
 */
export function idiomWordCheck(statements: readonly Statement[], language: Language): (phrase: string) => boolean {
  const idioms = IDIOMS[language];
  if (!idioms) return () => false;
  return (phrase) => {
    if (/\s/.test(phrase)) return false;
    const lowered = phrase.toLowerCase();
    // The idioms' own nouns only: a word such as *constructor* or *toString* is a property every object inherits.
    const before = Object.hasOwn(idioms, lowered) ? idioms[lowered] : undefined;
    if (!before) return false;
    const [uses, inIdiom] = lowercasedStatementsText(statements).usesWhere(lowered, USES_MET, (k, at) => {
      const word = wordBefore(statements[k].content, at)?.toLowerCase();
      return word !== undefined && before.includes(word);
    });
    return inIdiom > 0 && 2 * inIdiom >= uses;
  };
}
