// A word French, Spanish, Portuguese and Italian write mostly right after a form of *to be* is its
// predicate, an adjective or a participle (es posible, é capaz, è utile, está conectado, est
// disponible), and one they write mostly right after the reflexive pronoun is a verb (se muestra,
// se abre, si apre): neither names a subject alone, and neither is a key phrase. A noun there
// takes an article (es un equipo, é uma rede; la muestra), so a lone word read so is seldom one.
import type { Language, Statement } from '../types.js';
import { wordSet } from './languages/language.js';
import { statementsText } from './phrase-uses.js';

/** How many uses of a lone word are read, at most: the first ones. */
const USES_READ = 10;

/** The forms of *to be* (and of *to stay*, *to seem*) a predicate follows, lowercase. */
const COPULAS: Partial<Record<Language, ReadonlySet<string>>> = {
  fr: wordSet('est sont était étaient soit soient être sera seront serait seraient reste restent devient deviennent semble semblent'),
  es: wordSet('es son era eran fue fueron sea sean ser será serán sería serían está están estaba estaban estar estará estén esté parece parecen resulta'),
  pt: wordSet('é são era eram foi foram seja sejam ser será serão seria seriam está estão estava estavam estar estará esteja estejam fica ficam parece'),
  it: wordSet('è e’ sono era erano fu sia siano essere sarà saranno sarebbe sta stanno stare resta restano risulta sembra sembrano'),
};

/** The reflexive pronoun of the third person, which only a verb follows (se muestra, si apre), lowercase. */
const REFLEXIVES: Partial<Record<Language, string>> = { fr: 'se', es: 'se', pt: 'se', it: 'si' };

/** The adverbs that may stand between *to be* and its predicate (es muy posible, è molto utile), lowercase. */
const INTENSIFIERS: Partial<Record<Language, ReadonlySet<string>>> = {
  fr: wordSet('très plus moins si trop assez bien déjà toujours'),
  es: wordSet('muy más menos tan bastante demasiado ya siempre'),
  pt: wordSet('muito mais menos tão bastante bem já sempre'),
  it: wordSet('molto più meno così troppo abbastanza già sempre'),
};

/** The two words before a place, with only spaces between and after them: group 2 the nearer, group 1 the one before it. */
const TWO_BEFORE = /(?:([\p{L}\p{M}’']+)\s+)?([\p{L}\p{M}’']+)\s+$/u;
const LOWERCASE_START = /^\p{Ll}/u;

/**
 * The check for a language that has copulas listed here, or undefined: whether a phrase is a
 * lone word in lower case that most of its first uses (USES_READ) write right after a form of *to
 * be*, an adverb of degree between or not (a predicate), or right after the reflexive pronoun (a
 * verb): no key phrase.
 */
export function predicateWordCheck(statements: readonly Statement[], language: Language): ((phrase: string) => boolean) | undefined {
  const copulas = COPULAS[language];
  const intensifiers = INTENSIFIERS[language];
  const reflexive = REFLEXIVES[language];
  if (!copulas || !intensifiers) return undefined;
  return (phrase) => {
    if (/\s/.test(phrase) || !LOWERCASE_START.test(phrase)) return false;
    const [read, predicates] = statementsText(statements).usesWhere(phrase, USES_READ, (k, at) => {
      const content = statements[k].content;
      const [, before, last] = TWO_BEFORE.exec(content.slice(Math.max(0, at - 40), at)) ?? [];
      const near = last?.toLowerCase();
      return near !== undefined && (copulas.has(near) || near === reflexive || (intensifiers.has(near) && before !== undefined && copulas.has(before.toLowerCase())));
    });
    return read > 0 && 2 * predicates >= read;
  };
}
