// What OpenCorpora's dictionary says of a Russian word, read by Az.Morph (the az package, with the
// dictionary in pymorphy2's format): whether every reading of it is a verb's (a finite form, an
// infinitive, a gerund, a short participle: подключает, находится, вводить, выбран), an adverb's
// (быстро, можно), or whether none is a noun's (высокая, беспроводное, трудно). Its 11 MB of dictionaries
// are read at the first Russian word looked up (a quarter of a second), from node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LanguageModule } from './languages/language.js';
import { holdsVerbForm } from './lexicon-verbs.js';
import { sharedCache } from './word-cache.js';

/** A reading Az.Morph gives a word: from the dictionary, or guessed from its ending (parser). */
interface Reading {
  parser: string;
  tag: { POS?: string; Apro?: boolean };
  normalize: () => { word: string };
}

/** What tna reads of a reading: its part of speech (a pronoun's adjective, *этот, ваш, который*, as APRO), and its normal form (a noun's nominative singular, a verb's infinitive). */
interface Read {
  pos: string;
  lemma: string;
}

type Callback = (error: Error | null, data?: unknown) => void;

interface AzModule {
  load: (url: string, responseType: string, callback: Callback) => void;
  Morph: ((word: string, options: { typos: number; stutter: number }) => Reading[]) & { init: (path: string, callback: (error: Error | null) => void) => void };
}

let readings: ((lowercase: string) => readonly Read[]) | undefined;

/**
 * Az.Morph, its dictionaries read. Az reads them with callbacks, and counts what it has asked for
 * to know when all are in: each is read at once here, but only after init has asked for them all.
 */
function loadMorph(): (lowercase: string) => readonly Read[] {
  const require = createRequire(import.meta.url);
  const az = require('az') as AzModule;
  const dictionaries = path.join(path.dirname(require.resolve('az/package.json')), 'dicts');
  const asked: (() => void)[] = [];
  az.load = (url, responseType, callback) => {
    asked.push(() => {
      let data: Buffer | string;
      try {
        data = readFileSync(url, responseType === 'json' ? 'utf8' : null);
      } catch (error) {
        callback(error as Error);
        return;
      }
      if (typeof data === 'string') callback(null, JSON.parse(data));
      else callback(null, data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    });
  };
  let failed: Error | null = null;
  az.Morph.init(dictionaries, (error) => {
    failed = error;
  });
  while (asked.length > 0) asked.shift()!();
  if (failed) throw failed;
  // The dictionary's readings only: a word it lacks is guessed from its ending, and a guess is no evidence.
  return (lowercase) => az.Morph(lowercase, { typos: 0, stutter: 0 }).flatMap((r) => (r.parser === 'Dictionary' && r.tag.POS ? [{ pos: r.tag.Apro ? 'APRO' : r.tag.POS, lemma: r.normalize().word }] : []));
}

/** The parts of speech a verb's forms have: a finite form, an infinitive, a gerund, a short participle (a predicate: выбран). */
const VERB = new Set(['VERB', 'INFN', 'GRND', 'PRTS']);
/** An adverb, a predicative (можно, нужно), a comparative. */
const ADVERB = new Set(['ADVB', 'PRED', 'COMP']);

const readingsOf = (lowercase: string): readonly Read[] => (readings ??= loadMorph())(lowercase);
const partsOfSpeech = (lowercase: string): readonly string[] => readingsOf(lowercase).map((r) => r.pos);

/**
 * A word's normal form, by the dictionary (a noun's reading first: профили → профиль, настроек →
 * настройка, стекло the noun, not стечь), ё written е; undefined for a word it does not know.
 * Snowball's stems join fewer forms (профили → проф, профиль → профил).
 */
export const russianLemma = sharedCache((lowercase: string): string | undefined => {
  const found = readingsOf(lowercase);
  const lemma = (found.find((r) => r.pos === 'NOUN') ?? found[0])?.lemma;
  return lemma?.replace(/ё/g, 'е');
});
const everyReading = (parts: ReadonlySet<string>) =>
  sharedCache((lowercase: string) => {
    const found = partsOfSpeech(lowercase);
    return found.length > 0 && found.every((pos) => parts.has(pos));
  });

/**
 * The parts of speech that name no subject: an adverb, a predicative or a short adjective (the
 * predicate: *нужно, трудно*), a pronoun or a pronoun's adjective (*которую, вашего*), a
 * conjunction, a particle, a preposition, an interjection, a number.
 */
const NO_SUBJECT = new Set(['ADVB', 'PRED', 'COMP', 'ADJS', 'NPRO', 'APRO', 'CONJ', 'PRCL', 'PREP', 'INTJ', 'NUMR']);
const noSubject = everyReading(NO_SUBJECT);

/** Whether a form can carry a subject: not where every reading the dictionary has of it is of NO_SUBJECT (*нужно, которую, например*). */
export const russianSubjectWord = (lowercase: string): boolean => !noSubject(lowercase);

/** A form every reading of which is a verb's (подключает, находится, вводить, нажмите, выбран). */
export const russianVerbForm = everyReading(VERB);
/** A form every reading of which is an adverb's or a predicative's (быстро, автоматически, можно). */
const russianAdverb = everyReading(ADVERB);
/** A verb's or an adverb's form: no word of a key phrase. */
const verbOrAdverb = (lowercase: string): boolean => russianVerbForm(lowercase) || russianAdverb(lowercase);
/** A form the dictionary knows, as no noun: an adjective, a pronoun, an adverb… (высокая, трудно, например), where a phrase cannot end. */
const knownNoNoun = sharedCache((lowercase: string) => {
  const found = partsOfSpeech(lowercase);
  return found.length > 0 && !found.includes('NOUN');
});

/**
 * The check for Russian: a key phrase holds no verb and no adverb (in lowercase, or first in the
 * phrase: *Беспроводное соединение подключает компьютер*, *находится*, *игнорировать быстро
 * повторяющиеся нажатия*), and ends in a noun or a word the dictionary does not know (a name,
 * a term): not in an adjective (*высокая*, *беспроводное*) or a word such as *трудно*, *например*.
 */
export function russianNounPhraseCheck(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  return !holdsVerbForm(words, verbOrAdverb) && !knownNoNoun(words[words.length - 1].toLowerCase());
}

/**
 * The Russian module as the default analysis reads it: a word's forms joined by their normal
 * form's stem, where the dictionary knows the word (профили and профиль, настроек and настройки);
 * a word it knows only as an adverb, a pronoun or another word of no subject (нужно, которую,
 * например) carries none.
 */
export function withRussianLemmas(module: LanguageModule): LanguageModule {
  const stem = module.stemmer!();
  const key = sharedCache((word: string) => stem(russianLemma(word) ?? word));
  return { ...module, stemmer: () => key, carriesSubject: russianSubjectWord };
}
