// What the Lefff, French's lexicon of inflected forms, says of a French word (scripts/build-french-words.cjs
// writes french-words.bin beside this module from it): whether the form is only a verb's, a verb's
// present participle, only an adjective's, or an adjective's and a noun's. Read the first time a French word is looked up.
import { wordLists } from './lexicon.js';

const VERB_FORMS = 0;
const PRESENT_PARTICIPLES = 1;
const ADJECTIVES_ONLY = 2;
const NOUNS_AND_ADJECTIVES = 3;
const lists = wordLists('french-words.bin', 4);

/** A form no French noun or adjective has, only a verb: a third person's, *nous*'s, *vous*'s present or an infinitive (*rapporte, promet, sentait, cliquez, découvrir*). */
export function frenchVerbForm(lowercase: string): boolean {
  return lists.contains(VERB_FORMS, lowercase);
}

/** A verb's present participle that the Lefff knows as no noun or adjective (*visant, basculant, déroulant*): a verb before its object, an adjective after its noun (*un menu déroulant*). */
export function frenchPresentParticiple(lowercase: string): boolean {
  return lists.contains(PRESENT_PARTICIPLES, lowercase);
}

/** A form only an adjective has (*privée, réussi, nigériane*). */
export function frenchAdjectiveOnly(lowercase: string): boolean {
  return lists.contains(ADJECTIVES_ONLY, lowercase);
}

/** A form an adjective and a noun share (*dernier, afghane, civils, gauche*): its place in the sentence tells which. */
export function frenchNounOrAdjective(lowercase: string): boolean {
  return lists.contains(NOUNS_AND_ADJECTIVES, lowercase);
}
