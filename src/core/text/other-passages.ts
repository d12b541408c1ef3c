// The passages a text writes in another language than its own, in the same letters: a manual half
// translated reads as the language most of its start is in, and the rest of it is the other
// (GNOME's Italian help: 214 of its 293 pages read as English, their translated steps Italian).
// Those passages' function words (*che, gli, del, non*) are no concepts either, as the English
// ones of a translation's untranslated steps are none (subject-words.ts), nor are their verbs where
// the language has a lexicon of them; their key phrases are read as that language's (noun-phrases.ts).
import type { Language, Statement } from '../types.js';
import { commonRanks } from './common-words.js';
import { frenchVerbForm } from './french-words.js';
import { italianVerbForm } from './italian-words.js';
import { inWordNet } from './lexicon.js';
import { candidatesOf, commonWords, detectLanguage, hitMasks } from './languages/detect.js';
import type { LanguageModule } from './languages/language.js';
import { moduleOf, stopwordSet } from './stopwords.js';

/**
 * A statement may be in another language where it holds at least this many of that language's
 * common words (detect.ts's lists), and twice as many as of its text's language's. Two let
 * a reference's title in (*Zur Theorie der Gesellschaftsspiele*) and a formula's variables
 * (*rsta ← sta × wta*, Finnish *sta*); three, over bench:about's papers, let none.
 */
const LEAST_HITS = 3;
/**
 * Beside a statement of LEAST_HITS, one of fewer words holds fewer: a step of one clause (*Una
 * finestra può essere massimizzata solo verso destra*) holds two. It counts where the language
 * has a statement of LEAST_HITS in the text too, and detection says it is that language's.
 */
const LEAST_HITS_BESIDE = 2;
/**
 * A text has passages in another language where its statements in that language hold at least
 * this many of its common words in all: one statement of LEAST_HITS is enough where detection
 * says it is that language's. Four left out the pages a translation has half done, whose
 * translated steps are short (GNOME's Dutch help, *Open het Activiteiten-overzicht en typ …*: one
 * of its three steps holds three such words, the others one each), and their function words
 * were key phrases' (*aanwijzersnelheid voor deze apparaten*, *langzaam beweegt wanneer*).
 */
const LEAST_PASSAGE_HITS = 3;

const WORD = /[\p{L}\p{M}]{3,}/gu;
const ASCII_WORD = /[A-Za-z]{3,}/g;
const NOT_ASCII = /[^\x00-\x7f]/;
/** A word in capitals: an acronym or a code (*DET curves*, a gene's *TGGTGCTA*), no word of a language's sentences. */
const CAPITALS = /^[\p{Lu}\p{M}]+$/u;

/**
 * The words a statement's language is read by: each once, of three letters or more, none in
 * capitals. A paper's formulas repeat variables that are short common words somewhere (*Ci*,
 * *Di*, *si*: Italian's *ci, di, si*), and close languages share most short ones (*la, de, in*).
 */
function tellingWords(text: string): Set<string> {
  const words = new Set<string>();
  // In ASCII the letters are A to Z, and no mark is: the same words, found three times as fast.
  const pattern = NOT_ASCII.test(text) ? WORD : ASCII_WORD;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const word = match[0];
    const lowercase = word.toLowerCase();
    // A word its lowercase leaves as it is has no capital (marks alone, which no list holds, count as none).
    if (lowercase === word || !CAPITALS.test(word)) words.add(lowercase);
  }
  return words;
}

/** A telling word as languages/detect.ts reads a word: from its first letter (a mark before it is none). */
const LEADING_MARKS = /^\p{M}+/u;

/**
 * How many of a statement's telling words each candidate counts (commonWordHits of them, each
 * once), into `counts` (by the candidates' order, as `masks` gives their bits).
 */
function tellingWordHits(content: string, masks: (word: string) => number, counts: Int32Array): void {
  counts.fill(0);
  for (const word of tellingWords(content)) {
    const read = LEADING_MARKS.test(word) ? word.replace(LEADING_MARKS, '') : word;
    if (read === '') continue;
    for (let mask = masks(read), i = 0; mask !== 0; mask >>>= 1, i++) if (mask & 1) counts[i]++;
  }
}

/** The passages a text writes in another language: that language, and the statements it writes in it, by number. */
export interface Passages {
  language: Language;
  statements: ReadonlySet<number>;
}

/**
 * The other language a text in `language` writes passages in, in the same letters, and those
 * passages, or undefined. A statement is read where it holds LEAST_HITS of another language's
 * common words (or LEAST_HITS_BESIDE, beside one that holds LEAST_HITS) and twice as many as of
 * its own language's, and is that language's where the language's detection (its trigrams too)
 * says so: common words alone took a formula's variables for Italian. The language most such
 * statements' common words are of, LEAST_PASSAGE_HITS or more, is the passages'. English passages
 * of a text in another language are read apart (english-passages.ts): English is never the
 * language found here. `words`: the text's words, if known (WordCounts.raws; else its statements'
 * are read): a text that holds fewer than two words common in another language and not in its own
 * has no statement that could be read (the most texts: none of bench:about's English papers).
 */
export function passagesOf(statements: readonly Statement[], language: Language, words?: readonly string[]): Passages | undefined {
  if (!readsPassages(language)) return undefined;
  const readings = givenReadings(statements, language);
  // The concepts read a text's passages, then its key phrases: the second reading is the first's answer.
  if (!lastRead || lastRead.language !== language || !sameContents(lastRead.contents, statements)) {
    const { own, others } = languagesBeside(language);
    const passages = mayHavePassages(words ?? statements.map((s) => s.content), own, others)
      ? passagesOfReadings(readings ?? statementReadings(statements, language))
      : undefined;
    lastRead = { language, contents: statements.map((s) => s.content), passages };
  }
  return lastRead.passages;
}

/** A text's language, and the other languages written in Latin letters its passages may be in. */
function languagesBeside(language: Language): { own: LanguageModule; others: LanguageModule[] } {
  return { own: moduleOf(language), others: candidatesOf('Latin').filter((m) => m.code !== language) };
}

/** Whether a text in `language` may have passages in another (passagesOf): one written in Latin letters. */
export function readsPassages(language: Language): boolean {
  return moduleOf(language).script === 'Latin';
}

/** The text passagesOf read last (its language and statements' contents), and what it found. */
let lastRead: { language: Language; contents: readonly string[]; passages: Passages | undefined } | undefined;

/** Whether statements write these contents, in order: the same strings, compared one by one (most are the very strings kept). */
function sameContents(contents: readonly string[], statements: readonly Statement[]): boolean {
  return contents.length === statements.length && statements.every((s, k) => s.content === contents[k]);
}

/** A statement read as another language's (statementReadings): its number, that language, and how many of its common words it holds. */
export interface StatementReading {
  k: number;
  language: Language;
  hits: number;
}

/**
 * The statements of a text in `language` that read as another language's, each on its own (what
 * passagesOf then weighs together). A long text's are read by a worker thread while this one
 * decides its other generic words (parallel/read.ts), and given back (knownReadings).
 */
export function statementReadings(statements: readonly Statement[], language: Language): StatementReading[] {
  const { own, others } = languagesBeside(language);
  // The text's own language first: counts[0] is its hits, the rest the other languages'.
  const masks = hitMasks([own, ...others]);
  const counts = new Int32Array(1 + others.length);
  const readings: StatementReading[] = [];
  statements.forEach(({ content }, k) => {
    tellingWordHits(content, masks, counts);
    const ours = counts[0];
    let most = 0;
    for (let i = 1; i < counts.length; i++) if (counts[i] > most) most = counts[i];
    if (most < LEAST_HITS_BESIDE || most < 2 * ours) return;
    const found = detectLanguage(content);
    if (found === language || found === 'en' || moduleOf(found).script !== 'Latin') return;
    readings.push({ k, language: found, hits: most });
  });
  return readings;
}

/** The readings statementReadings made of a text elsewhere, for passagesOf to use when it reads that text. */
let given: { language: Language; contents: readonly string[]; readings: readonly StatementReading[] } | undefined;

/** Gives passagesOf the readings of these statements that statementReadings made (on another thread). */
export function knownReadings(statements: readonly Statement[], language: Language, readings: readonly StatementReading[]): void {
  given = { language, contents: statements.map((s) => s.content), readings };
}

/** The readings given for these statements (knownReadings), if any; each is used once. */
function givenReadings(statements: readonly Statement[], language: Language): readonly StatementReading[] | undefined {
  const readings = given && given.language === language && sameContents(given.contents, statements) ? given.readings : undefined;
  given = undefined;
  return readings;
}

/** The passages the statements' readings make (passagesOf): the language most of them are in, where it is anchored and has enough hits. */
function passagesOfReadings(readings: readonly StatementReading[]): Passages | undefined {
  const counted = new Map<Language, { hits: number; anchored: boolean; statements: Set<number> }>();
  for (const { k, language, hits } of readings) {
    const passages = counted.get(language) ?? { hits: 0, anchored: false, statements: new Set<number>() };
    passages.hits += hits;
    passages.anchored ||= hits >= LEAST_HITS;
    passages.statements.add(k);
    counted.set(language, passages);
  }
  let found: Passages | undefined;
  let most = 0;
  for (const [code, { hits, anchored, statements: written }] of counted) if (anchored && hits > most) [found, most] = [{ language: code, statements: written }, hits];
  return most >= LEAST_PASSAGE_HITS ? found : undefined;
}

/** The other language a text in `language` writes passages in (passagesOf), or undefined. */
export function passageLanguage(statements: readonly Statement[], language: Language, words?: readonly string[]): Language | undefined {
  return passagesOf(statements, language, words)?.language;
}

/**
 * Whether a text's words hold two or more that are common in another language and not in its own:
 * a statement read as another language's holds at least LEAST_HITS of its common words and twice
 * as many as of its own's, so two of them at least are not its own's.
 */
function mayHavePassages(words: readonly string[], own: LanguageModule, others: readonly LanguageModule[]): boolean {
  const ours = commonWords(own);
  const theirs = others.map(commonWords);
  let found = 0;
  for (const word of tellingWords(words.join(' '))) if (!ours.has(word) && theirs.some((list) => list.has(word)) && ++found >= 2) return true;
  return false;
}

/** The verbs' forms of the languages that have a lexicon of them (french-words.ts, italian-words.ts). */
const VERB_FORMS: Partial<Record<Language, (lowercase: string) => boolean>> = { fr: frenchVerbForm, it: italianVerbForm };

/**
 * The words of the passages a text writes in another language (passagesOf) that are no concepts:
 * that language's function words, less the words the text's own language uses commonly (its
 * 1,000 most common words: English *come*, *no*, *me*), which it may say as its own; and in an
 * English text, of `words` (the text's), those that only a verb of that language has and that
 * English has no word for (*simulare, mantenendo*: English reads them as nouns). None where the
 * text has no such passages.
 */
export function passageGenericWords(statements: readonly Statement[], language: Language, words?: readonly string[]): readonly string[] {
  const other = passageLanguage(statements, language, words);
  if (other === undefined) return [];
  const own = commonRanks(language);
  const functionWords = [...stopwordSet(other)].filter((word) => !own.has(word));
  const verbForm = VERB_FORMS[other];
  if (language !== 'en' || !verbForm || !words) return functionWords;
  const verbs = new Set(words.map((raw) => raw.toLowerCase()).filter((word) => verbForm(word) && !inWordNet(word)));
  return [...functionWords, ...verbs];
}
