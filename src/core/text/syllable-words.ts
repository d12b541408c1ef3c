// Words of two syllables in a language that writes each syllable apart (Vietnamese: hệ thống, system),
// and words a dictionary splits in two (Thai), found in the text itself: two pieces that keep
// company far more often than chance.
import type { Statement } from '../types.js';
import { forEachSegment } from './segment.js';

/** A pair is one word when the text has it this often at least… */
const MIN_PAIR = 2;
/** …and it holds this share of its syllables' uses (Dice's coefficient, 2·n(ab) / (n(a) + n(b))). */
const MIN_DICE = 0.3;
/** Runs of syllables with only spaces between them: punctuation and line ends part words. */
const PHRASES = /[\p{L}\p{M}][\p{L}\p{M}\p{N} \t]*/gu;

/**
 * Which two syllables, written one after the other, are one word: those the text pairs often and
 * nearly always together (unless both are function words), and those the stopword list names as
 * one (có thể, "can", is a stopword of two syllables). `lower` is the language's lowercasing.
 */
export function syllableWords(statements: readonly Statement[], lower: (word: string) => string, stopwords: ReadonlySet<string>): (a: string, b: string) => boolean {
  return pairedWords(statements, PHRASES, (phrase) => phrase.split(/[ \t]+/).filter(Boolean), lower, stopwords);
}

/** Runs of letters with nothing between: what a dictionary splits into words. */
const RUNS = /[\p{L}\p{M}]+/gu;

/**
 * Which two words the dictionary (ICU's, for a script written without spaces) finds side by side
 * are one word: those the text pairs often and nearly always together, as syllableWords tells
 * them. ICU's Thai dictionary lacks many compounds and splits them into words it has (ตรวจสอบ,
 * check, as ตรวจ + สอบ; ผิดพลาด, error, as ผิด + พลาด), each of which alone means another thing.
 */
export function dictionaryWords(statements: readonly Statement[], lower: (word: string) => string, stopwords: ReadonlySet<string>, functionWords: ReadonlySet<string>): (a: string, b: string) => boolean {
  return pairedWords(
    statements,
    RUNS,
    (run) => {
      const words: string[] = [];
      forEachSegment(run, (word) => words.push(word));
      return words;
    },
    lower,
    stopwords,
    functionWords,
  );
}

/**
 * The pairs of words that are one word, among the words `split` makes of each phrase `phrases`
 * finds; none with one of `alone` (a function word: Thai ไม่, not, before a verb it negates).
 */
function pairedWords(
  statements: readonly Statement[],
  phrases: RegExp,
  split: (phrase: string) => string[],
  lower: (word: string) => string,
  stopwords: ReadonlySet<string>,
  alone: ReadonlySet<string> = new Set(),
): (a: string, b: string) => boolean {
  const single = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const statement of statements) {
    for (const [phrase] of statement.content.matchAll(phrases)) {
      const syllables = split(phrase).map((s) => lower(s).normalize('NFC'));
      for (let i = 0; i < syllables.length; i++) {
        single.set(syllables[i], (single.get(syllables[i]) ?? 0) + 1);
        if (i > 0) {
          const pair = `${syllables[i - 1]} ${syllables[i]}`;
          pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
        }
      }
    }
  }
  const words = new Set<string>();
  for (const [pair, n] of pairs) {
    const [a, b] = pair.split(' ');
    if (alone.has(a) || alone.has(b)) continue;
    if (stopwords.has(pair)) words.add(pair);
    // Two function words side by side (bạn có, "you have") stay two stopwords.
    else if (n >= MIN_PAIR && !(stopwords.has(a) && stopwords.has(b)) && (2 * n) / (single.get(a)! + single.get(b)!) >= MIN_DICE) words.add(pair);
  }
  return (a, b) => words.has(`${lower(a).normalize('NFC')} ${lower(b).normalize('NFC')}`);
}
