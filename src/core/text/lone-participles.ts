// A Spanish or Portuguese past participle alone (*instalado, conectadas, perdido*) is its noun's
// adjective or a verb's part (*el controlador instalado*, *está conectado*, *ha perdido*), and no
// key phrase: GNOME's Spanish help put 60 such words among its pages' top 10s. Many nouns are
// spelled as a participle too (*el teclado, el estado, el contenido, la entrada*), and a noun
// takes a determiner or a preposition: a participle that most of its first uses write after
// neither is no key phrase. So is a Swedish one of a verb in -a (*installerade, sparat,
// aktiverat*: 31 of GNOME's Swedish help's top 10s held one).
import type { Language, Statement } from '../types.js';
import { PORTUGUESE_VERBS, SPANISH_VERBS, SWEDISH_VERBS, type DictionaryVerbs } from './hunspell-verbs.js';
import { wordSet } from './languages/language.js';
import { statementsText, wordBefore } from './phrase-uses.js';

/** How many uses of a lone word are read, at most: the first ones. */
const USES_READ = 10;

/** A regular past participle's ending, in each gender and number: -ado of a verb in -ar, -ido of one in -er or -ir. */
const PARTICIPLE = /^(\p{Ll}+)([ai])d[oa]s?$/u;
/** Swedish's of a verb in -a (the first conjugation): -ad, -at, -ade, -ada (*installerad, sparat, listade*). */
const SWEDISH_PARTICIPLE = /^(\p{Ll}+a)(?:d|t|de|da)$/u;

/**
 * What a noun follows and a participle seldom does, lowercase: determiners (with *de* and *a*
 * joined to the article: del, al, do, na) and prepositions (*distribución de teclado*, *layout de
 * teclado*).
 */
const NOUN_OPENERS: Partial<Record<Language, ReadonlySet<string>>> = {
  es: wordSet(`el la los las un una unos unas del al este esta estos estas ese esa esos esas aquel aquella aquellos aquellas
    su sus mi mis tu tus nuestro nuestra nuestros nuestras cada otro otra otros otras ningún ninguna algún alguna algunos algunas
    de con sin por para en`),
  sv: wordSet('en ett den det de denna detta dessa min mitt mina din ditt dina sin sitt sina vår vårt våra er ert era varje ingen inget inga någon något några alla av på i med för till från om'),
  pt: wordSet(`o a os as um uma uns umas do da dos das no na nos nas ao aos à às pelo pela pelos pelas este esta estes estas esse
    essa esses essas aquele aquela seu sua seus suas meu minha meus minhas nosso nossa cada outro outra nenhum nenhuma algum alguma
    de com sem por para em`),
};

const VERBS: Partial<Record<Language, DictionaryVerbs>> = { es: SPANISH_VERBS, pt: PORTUGUESE_VERBS, sv: SWEDISH_VERBS };

/** Whether a word is a regular past participle of a verb the dictionary has (*configuradas* of configurar, *perdido* of perder; *sparat* of spara). */
function participle(lowercase: string, verbs: DictionaryVerbs, language: Language): boolean {
  if (language === 'sv') {
    const [, infinitive] = SWEDISH_PARTICIPLE.exec(lowercase) ?? [];
    return infinitive !== undefined && verbs.infinitive(infinitive);
  }
  const [, stem, vowel] = PARTICIPLE.exec(lowercase) ?? [];
  if (stem === undefined) return false;
  return vowel === 'a' ? verbs.infinitive(`${stem}ar`) : verbs.infinitive(`${stem}er`) || verbs.infinitive(`${stem}ir`);
}

/**
 * The check for Spanish, Portuguese and Swedish, or undefined: whether a phrase is a lone participle in
 * lower case that most of its first uses (USES_READ) write after no determiner or preposition.
 */
export function loneParticipleCheck(statements: readonly Statement[], language: Language): ((phrase: string) => boolean) | undefined {
  const openers = NOUN_OPENERS[language];
  const verbs = VERBS[language];
  if (!openers || !verbs) return undefined;
  return (phrase) => {
    if (!participle(phrase, verbs, language)) return false;
    const [read, nouns] = statementsText(statements).usesWhere(phrase, USES_READ, (k, at) => openers.has(wordBefore(statements[k].content, at)?.toLowerCase() ?? ''));
    return read > 0 && 2 * nouns < read;
  };
}
