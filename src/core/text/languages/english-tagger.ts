// English parts of speech in context: wink-pos-tagger's context rules over its first guesses.
//
// wink-pos-tagger is a Brill-style tagger: each word first gets the parts of speech its lexicon
// lists (most frequent first), or a guess from its ending; then context rules (a word after a
// determiner is no verb, ...) choose among them. The rules are the package's own, run as it runs
// them (context-rules.ts). The first guesses are its unigram tagger's, written out here over the same data
// compiled into lexicon.bin at build time: the package reads its data as JavaScript modules of
// several megabytes (wink-lexicon's word lists), which take half a second to a second to load,
// longer than the whole analysis of a short text. test/core/text/english-tagger.test.ts holds the
// two to the package itself, tag for tag, on a State of the Union address.
import { applyContextRules } from './context-rules.js';
import punctuationTags from 'wink-lexicon/src/punctuations.js';
import endingTags from 'wink-lexicon/src/unknown-words.js';
import { sharedCache } from '../word-cache.js';
import type { TaggerToken } from './tagger-tokens.js';
import {
  ADJECTIVE_EXCEPTIONS,
  contains,
  exception,
  inWordNet,
  NOUN_EXCEPTIONS,
  PERSON_WORDS,
  TAGGED_WORDS,
  VERB_EXCEPTIONS,
} from '../lexicon.js';

/** The token the tagger takes (tagger-tokens.ts cuts a sentence into them). */
export type { TaggerToken };

/** Lowercased, accents taken off: the form the lexicon is written in (wink-helpers' normalize). */
function normalize(word: string): string {
  const lower = word.toLowerCase();
  // Most words are ASCII, which has no accents to take off.
  return ASCII.test(lower) ? lower : lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
const ASCII = /^[\x00-\x7f]*$/;

/** The lexicon's tags of each word met, for the whole run (bounded, and never holding a piece of a page: word-cache.ts). */
const taggedOf = sharedCache((word: string): string[] | null => {
  const found = exception(TAGGED_WORDS, word);
  return found === undefined ? null : found.split(',');
});

/** The parts of speech the lexicon lists for a word (lowercase), most frequent first. */
export function listed(word: string): string[] | undefined {
  return taggedOf(word) ?? undefined;
}

/** The endings by which a word WordNet has in another form is found (walks → walk, studies → study). */
const FORMS: [RegExp, string][] = [
  [/s$/, ''],
  [/es$/, ''],
  [/ies$/, 'y'],
  [/ing$/, ''],
  [/ing$/, 'e'],
  [/ed$/, ''],
  [/d$/, ''],
  [/er$/, ''],
  [/r$/, ''],
  [/est$/, ''],
  [/st$/, ''],
  [/xes$/, 'x'],
  [/zes$/, 's'],
  [/ves$/, 'f'],
  [/ches$/, 'ch'],
  [/shes$/, 'sh'],
  [/men$/, 'man'],
];

function potentialWord(word: string): boolean {
  return FORMS.some(([ending, by]) => ending.test(word) && inWordNet(word.replace(ending, by)));
}

/** Whether the lexicon lists a verb among a word's parts of speech (a word it does not list may be one). */
export function mayBeVerb(word: string): boolean {
  return mayBe(word, (tag) => tag.startsWith('VB') || tag === 'MD');
}

/** Whether the lexicon lists a tag that passes `test` among a word's, or does not list the word. */
function mayBe(word: string, test: (tag: string) => boolean): boolean {
  const tags = listed(normalize(word));
  return tags === undefined || tags.some(test);
}

const ending = endingTags as Record<string, string | undefined>;

/** A word the lexicon does not list (`value` as written, `word` its normal form): an English word guessed by its ending, else a name. */
function guessed(value: string, word: string): string[] {
  const known = inWordNet(word);
  let pos: string | undefined;
  if (known || exception(ADJECTIVE_EXCEPTIONS, word) || exception(NOUN_EXCEPTIONS, word) || exception(VERB_EXCEPTIONS, word) || potentialWord(word)) {
    if (known && contains(PERSON_WORDS, word) && /^[A-Z][a-z]+/.test(value)) pos = 'NNP';
    else {
      pos = ending[word.slice(-4)] || ending[word.slice(-3)] || ending[word.slice(-2)] || ending[word.slice(-1)];
      if (!pos && word.slice(0, 2) === 'un' && listed(word.slice(2))) pos = 'JJ';
    }
  } else pos = 'NNP';
  return pos === undefined ? ['NN', 'VBP', 'VB'] : pos === 'NNS' ? ['NNS', 'VBZ'] : pos === 'VBN' ? ['VBD', 'VBN'] : [pos];
}

const punctuation = punctuationTags as Record<string, string | undefined>;

/** A guess depends on the word as written (a capital makes a name): kept by that, for the whole run. */
const guessedOf = sharedCache((value: string) => guessed(value, normalize(value)));

/**
 * The parts of speech the tagger chooses a word's among (`value` a word as written, no number or
 * punctuation): those its lexicon lists, or those guessed from its ending. Its context rules
 * choose only among them; after them, a capitalised noun or adjective may become a name (NNP),
 * and the reading of commands may make a noun a verb (VB).
 */
export function candidateTags(value: string): readonly string[] {
  return candidatesOf(value, normalize(value));
}

/** candidateTags of a word as written (`value`) and in its normal form (`word`): what firstGuesses starts from too, so the two cannot part. */
function candidatesOf(value: string, word: string): string[] {
  return listed(word) ?? (word === 'cannot' ? CANNOT : guessedOf(value));
}

/** *cannot*, a modal written as one word, which the lexicon lacks (it lists *can* and the *n't* the tokens split *can't* into): guessed, it was a name. */
const CANNOT = ['MD'];

/** A token's possible parts of speech, its first guess set as its `pos`. */
function firstGuesses(token: TaggerToken): string[] {
  // Every token's normal form, punctuation's too: the context rules compare their neighbours' by it.
  const word = (token.normal = normalize(token.value));
  if (token.tag === 'punctuation') {
    token.pos = punctuation[token.value] || token.value;
    return [token.pos];
  }
  if (token.tag === 'number') {
    token.pos = 'CD';
    return [token.pos];
  }
  const poses = candidatesOf(token.value, word);
  token.pos = poses[0];
  return poses;
}

const CAPITAL = /^[A-Z]/;

/**
 * Tags the tokens of a sentence in place (`pos`), as wink-pos-tagger's tagTokens does: first
 * guesses, its context rules, and a capitalised adjective or noun read as a name (NNP).
 */
export function tagEnglish(tokens: TaggerToken[]): TaggerToken[] {
  const poses = tokens.map(firstGuesses);
  applyContextRules(tokens, poses);
  for (const token of tokens) {
    const pos = token.pos!;
    if ((pos[0] === 'J' || (pos[0] === 'N' && pos !== 'NNP')) && CAPITAL.test(token.value)) token.pos = 'NNP';
  }
  return tokens;
}

/**
 * Tokens as wink-tokenizer makes them for the tagger: a contraction's ending apart (they 're,
 * do n't), hyphens between words (hard - working), numbers whole; and a name with dots in it
 * (cdnjs.com, README.md) and a letter a hyphen joins to a word (k-means, e-mail) whole, as the
 * analysis reads them (tagger-tokens.ts).
 */
export { taggerTokens } from './tagger-tokens.js';
