// What the Lefff, French's lexicon of inflected forms, says of a French word (scripts/build-french-words.cjs
// writes french-words.bin beside this module from it): whether the form is only a verb's, a verb's
// present participle, only an adjective's, or an adjective's and a noun's. Read the first time a French word is looked up.
import { wordLists } from './lexicon.js';

const VERB_FORMS = 0;
const PRESENT_PARTICIPLES = 1;
const ADJECTIVES_ONLY = 2;
const NOUNS_AND_ADJECTIVES = 3;
const NAMING_PARTICIPLES = 4;
const FINITE_ALSO_NAMED = 5;
const lists = wordLists('french-words.bin', 6);
const LISTS = [VERB_FORMS, PRESENT_PARTICIPLES, ADJECTIVES_ONLY, NOUNS_AND_ADJECTIVES, NAMING_PARTICIPLES, FINITE_ALSO_NAMED];

/**
 * Whether list `list` holds a form, as written or, where the Lefff knows it in no list, as French
 * wrote it before the spelling of 1990, which made the circumflex of î optional (*reconnait*,
 * *connait*, *apparait* for *reconnaît*, *connaît*, *apparaît*): news and newer manuals write both,
 * the Lefff mostly the older. The circumflex of û stays where it tells two words apart (*sur*,
 * *sûr*; *du*, *dû*), so only î is put back, one i at a time.
 */
function holds(list: number, lowercase: string): boolean {
  if (lists.contains(list, lowercase)) return true;
  if (!lowercase.includes('i') || LISTS.some((other) => other !== list && lists.contains(other, lowercase))) return false;
  for (let at = lowercase.indexOf('i'); at >= 0; at = lowercase.indexOf('i', at + 1)) {
    const older = `${lowercase.slice(0, at)}î${lowercase.slice(at + 1)}`;
    if (lists.contains(list, older)) return true;
  }
  return false;
}

/** A form no French noun or adjective has, only a verb: a third person's, *nous*'s, *vous*'s present or an infinitive (*rapporte, promet, sentait, cliquez, découvrir*). */
export function frenchVerbForm(lowercase: string): boolean {
  return holds(VERB_FORMS, lowercase);
}

/** A verb's present participle that the Lefff knows as no noun or adjective (*visant, basculant, déroulant*): a verb before its object, an adjective after its noun (*un menu déroulant*). */
export function frenchPresentParticiple(lowercase: string): boolean {
  return holds(PRESENT_PARTICIPLES, lowercase);
}

/** A third person's form of a verb's tense that a noun or an adjective has too (*traite, revient, décrit, subit*), or any form only a verb has (*rapporte, cliquez, découvrir*). */
export function frenchThirdPersonForm(lowercase: string): boolean {
  return holds(FINITE_ALSO_NAMED, lowercase) || holds(VERB_FORMS, lowercase);
}

/** Any verb's present participle, a noun's or an adjective's too or not (*visant, obligeant, manquant, possédant*). */
export function frenchAnyPresentParticiple(lowercase: string): boolean {
  return holds(PRESENT_PARTICIPLES, lowercase) || holds(NAMING_PARTICIPLES, lowercase);
}

/** A form only an adjective has (*privée, réussi, nigériane*). */
export function frenchAdjectiveOnly(lowercase: string): boolean {
  return holds(ADJECTIVES_ONLY, lowercase);
}

/** A form an adjective and a noun share (*dernier, afghane, civils, gauche*): its place in the sentence tells which. */
export function frenchNounOrAdjective(lowercase: string): boolean {
  return holds(NOUNS_AND_ADJECTIVES, lowercase);
}

/**
 * A French adverb made from an adjective (*fortement, principalement, clairement, couramment,
 * récemment*), where nouns end in *-ment* too (*gouvernement, logement, moment*): *-ement* after
 * an adjective's feminine (*forte*, *claire*) that is no verb's stem (*traite* of *traiter* makes
 * the noun *traitement*), and *-amment*, *-emment* after an adjective in *-ant*, *-ent*. Adverbs
 * made from a masculine in a vowel (*vraiment*, *absolument*) are left as they are: *bâti* and
 * *senti* are adjectives too, of the nouns *bâtiment* and *sentiment*.
 */
export function frenchAdverb(lowercase: string): boolean {
  if (!lowercase.endsWith('ment')) return false;
  const adjective = (form: string) => holds(ADJECTIVES_ONLY, form) || holds(NOUNS_AND_ADJECTIVES, form);
  if (lowercase.endsWith('amment')) return adjective(`${lowercase.slice(0, -6)}ant`);
  if (lowercase.endsWith('emment')) return adjective(`${lowercase.slice(0, -6)}ent`);
  if (!lowercase.endsWith('ement')) return false;
  const feminine = lowercase.slice(0, -4);
  return adjective(feminine) && !holds(VERB_FORMS, `${feminine.slice(0, -1)}er`);
}
