// What Morph-it!, Italian's lexicon of inflected forms, says of an Italian word (scripts/build-
// italian-words.cjs writes italian-words.bin beside this module from it): whether the form is
// only a verb's, or only an adjective's. Read the first time an Italian word is looked up.
import { holdsVerbForm } from './lexicon-verbs.js';
import { wordLists } from './lexicon.js';

const VERB_FORMS = 0;
const ADJECTIVES_ONLY = 1;
const lists = wordLists('italian-words.bin', 2);

/**
 * The pronouns Italian joins to the end of an infinitive or a gerund (*trascinandolo*,
 * *facendoci*, *spostarli*, *ridimensionarla*), longest first; the infinitive drops its final
 * *e* for them (*spostare* → *spostarli*).
 */
const ENCLITIC = /(?:glie(?:lo|la|li|le|ne)|gli|lo|la|li|le|ne|ci|vi|si|mi|ti)$/u;

/**
 * A form no Italian noun or adjective has, only a verb: a third person's, *noi*'s or *voi*'s,
 * an infinitive, a gerund (*sospende, vengono, premere, premendo*), or an infinitive or a gerund
 * with a pronoun joined to it (*trascinandolo, spostarli*).
 */
export function italianVerbForm(lowercase: string): boolean {
  if (lists.contains(VERB_FORMS, lowercase)) return true;
  const pronoun = ENCLITIC.exec(lowercase);
  if (!pronoun || pronoun.index < 4) return false;
  const stem = lowercase.slice(0, pronoun.index);
  if (/(?:ando|endo)$/u.test(stem)) return lists.contains(VERB_FORMS, stem);
  return /(?:ar|er|ir)$/u.test(stem) && lists.contains(VERB_FORMS, `${stem}e`);
}

/** A form only an adjective has (*possibile, utile, veloce*). */
export function italianAdjectiveOnly(lowercase: string): boolean {
  return lists.contains(ADJECTIVES_ONLY, lowercase);
}

/** An article, a preposition or a pronoun elided onto the next word (*l'ambiente, dell'area, un'altra, all'interno, c'è*). */
const ELIDED = /^(?:[cdlmnstv]|un|dell|nell|all|dall|sull|coll|quell|quest)['’]/iu;

/**
 * The check for Italian: a key phrase holds no verb (a form only a verb has, written in
 * lowercase or first in the phrase: *finestra viene*, *Premere*, *trascinandolo*) and is not
 * adjectives alone (*possibile*); an article elided onto a word is read past (*dell'ambiente*).
 */
export function italianNounPhraseCheck(phrase: string): boolean {
  const words = phrase.split(/\s+/).map((w) => w.replace(ELIDED, ''));
  if (holdsVerbForm(words, italianVerbForm)) return false;
  return !words.every((w) => italianAdjectiveOnly(w.toLowerCase()));
}
