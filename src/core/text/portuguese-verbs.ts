// Portuguese's verbs by VERO, LibreOffice's Brazilian dictionary (hunspell-verbs.ts), read with the
// words around them. A spelling dictionary lists a word once, and VERO leaves out the nouns that
// its verbs' forms already spell: *tela* (screen) is only *telar*'s third person there, *barra*,
// *tecla*, *janela*, *ajuda*, *bateria* (*bater*'s conditional) the same. Such a word written right
// after an article, a contraction of one (*da, na, pela*), a possessive, a demonstrative or a
// preposition is a noun (*a tela, na barra superior, as teclas, nível de bateria*), as a verb of a
// tense never stands there, and so is one right after a verb, its object (*tem suporte, oferecer
// suporte*); an infinitive or a gerund stays a verb there (*começar a digitar, antes de usar, pode
// usar, está usando*).
import type { Statement } from '../types.js';
import { PORTUGUESE_VERBS } from './hunspell-verbs.js';
import type { WordUse } from './languages/language.js';
import { holdsVerbForm, lexiconVerbUse } from './lexicon-verbs.js';

const BEFORE_NOUNS = new Set(
  `o a os as um uma uns umas do da dos das no na nos nas ao à aos às pelo pela pelos pelas num numa dum duma
   seu sua seus suas meu minha meus minhas este esta estes estas esse essa esses essas deste desta destes destas
   neste nesta nestes nestas desse dessa desses dessas nesse nessa nesses nessas
   de em com sem para por entre sobre sob até após contra`.split(/\s+/u),
);
/** An infinitive's or a gerund's ending: after *a*, *de* or a verb, such a word is a verb (*começar a digitar*, *está usando*), no noun. */
const INFINITIVE_OR_GERUND = /(?:[aeio]r|ndo)$/u;
/**
 * The pronouns a hyphen joins to their verb (*pressioná-las, usá-lo, fazê-los, conectar-se,
 * dê-lhe*): part of the verb, read as a word of its own where the text is cut at hyphens (all but
 * *los* and *las*, no Portuguese words alone, are stopwords already); before one, a word is a verb,
 * before any other word a compound's piece (*bate* of *bate-papo*).
 */
const JOINED_PRONOUNS = new Set(['o', 'a', 'os', 'as', 'lo', 'la', 'los', 'las', 'no', 'na', 'nos', 'nas', 'me', 'te', 'se', 'lhe', 'lhes', 'vos']);
/** A word in a text written in lowercase. */
const WORD = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu;

/** Whether a word written after `previous` stands where a noun does, and not a verb. */
function whereANounStands(previous: string | undefined, lowercase: string): boolean {
  if (previous === undefined || INFINITIVE_OR_GERUND.test(lowercase)) return false;
  return BEFORE_NOUNS.has(previous) || PORTUGUESE_VERBS.verbForm(previous);
}

const dictionaryUse = lexiconVerbUse(PORTUGUESE_VERBS.verbForm);

/** A use of a form only VERO's verbs make, in lowercase or first in its clause, but not where a noun stands (*a tela*) nor in a compound (*palavra-passe, bate-papo*); a pronoun joined to its verb (*-las*). */
export function portugueseDictionaryUse(use: WordUse): boolean {
  const lowercase = use.raw.toLowerCase();
  // Joined by a hyphen, a pronoun is its verb's; any other word a compound's piece (*passe* of *palavra-passe*, *bate* of *bate-papo*).
  if (use.joined) return JOINED_PRONOUNS.has(lowercase);
  if (use.joinsNext && use.next !== undefined && !JOINED_PRONOUNS.has(use.next.toLowerCase())) return false;
  // The dictionary first: most words are no verb's, and the place's own look-up is then spared.
  return dictionaryUse(use) && !whereANounStands(use.previous, lowercase);
}

/**
 * Whether a key phrase holds no form only VERO's verbs make (*arquivo exibe*, *Pressione
 * Assistência*, *pressioná-las*), as written, but the words the text writes where a noun stands
 * somewhere: nouns VERO spells as verbs' forms (*barra superior*, *teclas lentas*); nor a pronoun
 * that a hyphen joins to its verb (*las*).
 */
export function portugueseVerbFreeCheck(statements: readonly Statement[]): (phrase: string) => boolean {
  // The words written where a noun stands, read once, when a phrase first holds a verb's form.
  let nouns: Set<string> | undefined;
  const nounsOf = () => {
    nouns = new Set();
    for (const { content } of statements) {
      const words = content.toLowerCase().match(WORD) ?? [];
      for (let i = 1; i < words.length; i++) if (whereANounStands(words[i - 1], words[i])) nouns.add(words[i]);
    }
    return nouns;
  };
  const verbForm = (lowercase: string) => JOINED_PRONOUNS.has(lowercase) || (PORTUGUESE_VERBS.verbForm(lowercase) && !(nouns ?? nounsOf()).has(lowercase));
  return (phrase) => !holdsVerbForm(phrase.split(/\s+/u), verbForm);
}
