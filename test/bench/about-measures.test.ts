// bench:about's two measures that read a top 10 as a person would (bench/about-measures.mjs):
// the repeats in a top 10 and the noun check of a phrase's last word where the text uses it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../cli/serve-process.js';

type Stem = (word: string) => string;
type Stream = unknown;
type Check = { occurrences: number; first: boolean | null; majority: boolean | null };
interface Measures {
  wordsOf(text: string): string[];
  stemSet(phrase: string, stem: Stem, functionWords: Set<string>): Set<string>;
  repeatsIn(sets: Set<string>[]): number[];
  taggedStream(tokens: [string, string][], stem: Stem): Stream;
  nounCheck(phraseWords: string[], stream: Stream, stem: Stem): Check;
}

const measures = (): Promise<Measures> => import(pathToFileURL(path.join(ROOT, 'bench', 'about-measures.mjs')).href) as Promise<Measures>;
/** A stand-in stemmer: a plural's s and an -ing go. */
const stem: Stem = (w) => w.replace(/s$/u, '').replace(/ing$/u, '');
const FUNCTION_WORDS = new Set(['the', 'of', 'a']);

test('a phrase inside another of the top 10, or with the same stems, is a repeat, once a pair', async () => {
  const { repeatsIn, stemSet } = await measures();
  const top = ['American', 'American people', 'people', 'climate change', 'feed', 'feeds', 'the economy', 'economy of the world', 'jobs'];
  const repeats = repeatsIn(top.map((p) => stemSet(p, stem, FUNCTION_WORDS))).map((i) => top[i]);
  // American and people lie inside American people; feeds is feed again (the later of the two);
  // the economy, less its function word, lies inside economy of the world.
  assert.deepEqual(repeats, ['American', 'people', 'feeds', 'the economy']);
  assert.deepEqual(repeatsIn([]), []);
  assert.deepEqual(repeatsIn(['climate change', 'change of climate'].map((p) => stemSet(p, stem, FUNCTION_WORDS))), [1], 'one stem key: the second is the repeat');
});

test('the noun check reads the tag of the last word where the phrase is written, then where its stems are', async () => {
  const { nounCheck, taggedStream, wordsOf } = await measures();
  const tokens: [string, string][] = [
    ['We', 'PRON'], ['rank', 'VERB'], ['patents', 'NOUN'], ['.', 'PUNCT'],
    ['Patent', 'NOUN'], ['ranking', 'NOUN'], ['works', 'VERB'], [',', 'PUNCT'],
    ['patent', 'NOUN'], ['ranking', 'ADJ'], ['software', 'NOUN'], ['and', 'CCONJ'],
    ['patent', 'NOUN'], ['ranking', 'NOUN'], ['state', 'NOUN'], ['-', 'PUNCT'], ['of', 'ADP'], ['-', 'PUNCT'], ['the', 'DET'], ['-', 'PUNCT'], ['art', 'NOUN'], ['.', 'PUNCT'],
  ];
  const stream = taggedStream(tokens, stem);
  const check = (phrase: string) => nounCheck(wordsOf(phrase), stream, stem);
  // Three times as written: NOUN, ADJ, NOUN; the first and the majority are a noun's.
  assert.deepEqual(check('patent ranking'), { occurrences: 3, first: true, majority: true });
  // Not written so: by stems, "patent rankings" is "patent ranking" too.
  assert.deepEqual(check('patent rankings'), { occurrences: 3, first: true, majority: true });
  // "ranks patents" is written nowhere; by its stems it is "rank patents", whose last word is a noun.
  assert.deepEqual(check('ranks patents'), { occurrences: 1, first: true, majority: true });
  assert.deepEqual(check('rank'), { occurrences: 1, first: false, majority: false }, 'the verb, as written');
  assert.deepEqual(check('ranking software'), { occurrences: 1, first: true, majority: true });
  assert.deepEqual(check('works'), { occurrences: 1, first: false, majority: false });
  // Hyphens join; a comma or a full stop ends a stretch, and a phrase across one is found only where none lies within.
  assert.deepEqual(check('state of the art'), { occurrences: 1, first: true, majority: true });
  assert.deepEqual(check('works patent'), { occurrences: 1, first: true, majority: true }, 'across the comma: nowhere else');
  assert.deepEqual(check('climate change'), { occurrences: 0, first: null, majority: null });
  assert.deepEqual(check(''), { occurrences: 0, first: null, majority: null });
});
