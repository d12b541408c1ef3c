// The language of a text: its script first, then, among the languages of that script, common words and letter trigrams.
import type { Language } from '../../types.js';
import { trigramDistances } from '../trigram-language.js';
import { onlyEnglishWords } from './english-words.js';
import { sharedCache } from '../word-cache.js';
import type { LanguageModule, Script } from './language.js';
import { LANGUAGE_MODULES, UNDETERMINED } from './registry.js';

/**
 * On a short text with no common word of any language, trigrams overrule the default (English)
 * only when English is this much further from the text than the closest language: measured on
 * GNOME's help, titles and word lists sit within 3%, a few lines in another language beyond 14%.
 */
const CLEAR_TRIGRAM_MARGIN = 1.08;
/** On a longer text, a language with at least this share of the leader's common words is still in the running. */
const RIVAL_SHARE = 0.5;

const LETTER = /\p{L}/u;

const commonWordSets = new Map<Language, ReadonlySet<string>>();

const WORDS = /\p{L}[\p{L}\p{M}'’]*/gu;
const VIETNAMESE_LETTERS = /[\u1ea0-\u1ef9ơƠưƯđĐ]/g;

/** A prefix this long settles the language; the rest of a large corpus only costs time. */
export const DETECT_SAMPLE_LENGTH = 5000;
/**
 * Below this many letters, trigrams say little (a sentence shares most of its trigrams with its
 * neighbours' languages): the languages' common words decide, trigrams only break a tie.
 */
const SHORT_TEXT_LETTERS = 300;
/** Han, Kana and Hangul carry a syllable or a word a character: one counts as this many letters. */
const DENSE_SCRIPT_WEIGHT = 3;
/**
 * A script other than Latin wins when its weighted letters are at least this share of the Latin
 * ones: a Russian or Japanese manual full of English commands is Russian or Japanese.
 */
const OTHER_SCRIPT_SHARE = 0.4;

type Counted = Script | 'Unsupported';

/** The script of one UTF-16 code unit, by block; undefined for what is not a letter of interest. */
function scriptOf(c: number): Counted | undefined {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) ? 'Latin' : undefined;
  if (c >= 0xc0 && c <= 0x24f) return c === 0xd7 || c === 0xf7 ? undefined : 'Latin';
  if (c >= 0x1e00 && c <= 0x1eff) return 'Latin';
  if (c >= 0x370 && c <= 0x3ff) return 'Greek';
  if (c >= 0x1f00 && c <= 0x1fff) return 'Greek';
  if (c >= 0x400 && c <= 0x52f) return 'Cyrillic';
  if (c >= 0x591 && c <= 0x5f4) return 'Hebrew';
  if ((c >= 0x620 && c <= 0x6ff && !(c >= 0x660 && c <= 0x669) && !(c >= 0x6f0 && c <= 0x6f9)) || (c >= 0x750 && c <= 0x77f) || (c >= 0xfb50 && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfefc)) return 'Arabic';
  if (c >= 0x900 && c <= 0x97f) return 'Devanagari';
  if (c >= 0xe01 && c <= 0xe5b) return 'Thai';
  if ((c >= 0x3041 && c <= 0x30ff && c !== 0x30fb) || (c >= 0x31f0 && c <= 0x31ff) || (c >= 0xff66 && c <= 0xff9d)) return c === 0x30fc ? undefined : 'Kana';
  if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xd840 && c <= 0xd87f)) return 'Han';
  if ((c >= 0xac00 && c <= 0xd7af) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3131 && c <= 0x318e)) return 'Hangul';
  return undefined;
}

/** Letters of each script in the text (Han, Kana, Hangul weighted), and all letters. */
function scriptCounts(text: string): Map<Counted, number> {
  const counts = new Map<Counted, number>();
  // Latin letters, most of nearly every sample, are counted apart from the map (its key keeps the
  // place of the first one met): two map operations a character were most of detecting a file.
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let script = scriptOf(c);
    if (script === 'Latin') {
      if (latin++ === 0) counts.set('Latin', 0);
      continue;
    }
    // A letter of a script no language here is written in (Khmer, Georgian, Tamil…).
    if (script === undefined && c >= 0x250 && !(c >= 0xdc00 && c <= 0xdfff) && LETTER.test(text[i])) script = 'Unsupported';
    if (script === undefined) continue;
    const weight = script === 'Han' || script === 'Kana' || script === 'Hangul' ? DENSE_SCRIPT_WEIGHT : 1;
    counts.set(script, (counts.get(script) ?? 0) + weight);
  }
  if (latin > 0) counts.set('Latin', latin);
  return counts;
}

/** The script that the text is written in, as the languages' modules name them. */
export function dominantScript(text: string): Counted | undefined {
  return scriptOfCounts(scriptCounts(text));
}

/** dominantScript() of letters already counted. */
function scriptOfCounts(counts: ReadonlyMap<Counted, number>): Counted | undefined {
  const latin = counts.get('Latin') ?? 0;
  let top: Counted | undefined;
  let topCount = 0;
  for (const [script, count] of counts) {
    if (script !== 'Latin' && count > topCount) [top, topCount] = [script, count];
  }
  // Japanese is written in Han and Kana; Chinese has no Kana at all.
  if (top === 'Han' || top === 'Kana') {
    const kana = counts.get('Kana') ?? 0;
    const han = counts.get('Han') ?? 0;
    top = kana >= 0.1 * (kana + han) ? 'Kana' : 'Han';
    topCount = kana + han;
  }
  if (top !== undefined && topCount >= OTHER_SCRIPT_SHARE * latin) return top;
  return latin > 0 ? 'Latin' : top;
}

/** A language's most frequent function words (LanguageModule.commonWords) as a set, made once a language. */
export function commonWords(module: LanguageModule): ReadonlySet<string> {
  let set = commonWordSets.get(module.code);
  if (!set) {
    set = new Set(module.commonWords.split(/\s+/).filter(Boolean));
    commonWordSets.set(module.code, set);
  }
  return set;
}

/**
 * How many of the text's words are among each candidate's common words, or have what only its
 * words have among the languages of the script (its marks).
 */
export function commonWordHits(text: string, candidates: readonly LanguageModule[]): Map<Language, number> {
  // Each word is one lookup of the masks the whole run keeps (most words of a folder's files are
  // met before), with no count of the text's own words first.
  const hitsOf = hitMasks(candidates);
  const counts = new Array<number>(candidates.length).fill(0);
  for (const raw of text.toLowerCase().match(WORDS) ?? []) {
    const word = raw.includes('’') ? raw.replace(/’/g, "'") : raw;
    for (let mask = hitsOf(word), i = 0; mask !== 0; mask >>>= 1, i++) if (mask & 1) counts[i]++;
  }
  return new Map(candidates.map((module, i) => [module.code, counts[i]]));
}

/** Per list of candidates (their codes, in order): a word → which of them it counts for, as bits. */
const hitMaskLists = new Map<string, (word: string) => number>();

/**
 * Which candidates a word counts for (bit i: candidates[i]), kept for the whole process: twenty
 * Latin candidates look up each word of every file of a folder, and the files share most words.
 */
export function hitMasks(candidates: readonly LanguageModule[]): (word: string) => number {
  const key = candidates.map((m) => m.code).join(' ');
  let masks = hitMaskLists.get(key);
  if (!masks) {
    // 32 bits a mask: no script has more candidates (Latin has about twenty).
    if (candidates.length > 32) throw new Error(`commonWordHits: ${candidates.length} candidates, at most 32`);
    const sets = candidates.map(commonWords);
    masks = sharedCache((word: string) => {
      let mask = 0;
      candidates.forEach((module, i) => {
        if (sets[i].has(word) || module.marks?.test(word)) mask |= 1 << i;
      });
      return mask;
    });
    hitMaskLists.set(key, masks);
  }
  return masks;
}

/**
 * Whether a short Latin text is in English words only: a title's few words may all be common in
 * several languages (`for`, `on`, `do`, `my`); where each of its words is an English one and none
 * is another language's own common word, it is English (english-words.ts).
 */
export function inEnglishWords(text: string): boolean {
  const others = candidatesOf('Latin').filter((m) => m.code !== 'en');
  return onlyEnglishWords(text, (word) => others.some((m) => commonWords(m).has(word)));
}

/** The languages written in a script. */
export function candidatesOf(script: Script): LanguageModule[] {
  return LANGUAGE_MODULES.filter((m) => m.script === script);
}

/**
 * The language of a text, among every supported one: the script decides where one language is
 * written in it; else the candidates' common words, with franc's trigram models choosing among
 * the languages whose common words come close (a translated manual full of English commands is
 * the translation's language: its common words are). `und` for a script no supported language
 * is written in; English for a text with nothing to go on.
 */
export function detectLanguage(text: string): Language {
  const sample = text.slice(0, DETECT_SAMPLE_LENGTH);
  const counts = scriptCounts(sample);
  const script = scriptOfCounts(counts);
  if (script === undefined) return 'en';
  if (script === 'Unsupported') return UNDETERMINED.code;
  const candidates = candidatesOf(script);
  if (candidates.length === 1) return candidates[0].code;

  const letters = counts.get(script) ?? 0;
  // Vietnamese alone stacks tone marks on vowels (ấ, ệ, ở) and writes ơ, ư and đ: a few settle it.
  if (script === 'Latin' && (sample.match(VIETNAMESE_LETTERS)?.length ?? 0) >= Math.max(2, 0.03 * letters)) return 'vi';
  const short = letters < SHORT_TEXT_LETTERS;
  if (script === 'Latin' && short && inEnglishWords(sample)) return 'en';
  const hits = commonWordHits(sample, candidates);
  const most = Math.max(...hits.values());
  // Common words decide; trigrams choose only among the languages whose common words come close
  // (all of them on a short text with none): the most on a short text, half as many on a longer one.
  const rivals = candidates.filter((m) => (short ? hits.get(m.code) === most : hits.get(m.code)! >= RIVAL_SHARE * most));
  if (rivals.length === 1) return rivals[0].code;
  const distances = trigramDistances(sample, script, rivals.map((m) => m.trigramCode).filter((c): c is string => c !== undefined));
  const distance = (m: LanguageModule): number => (m.trigramCode !== undefined ? distances.get(m.trigramCode) : undefined) ?? Infinity;
  const closest = [...rivals].sort((a, b) => distance(a) - distance(b))[0];
  if (most === 0 || short) {
    // No common word, or a few words that English shares with another language ("he" and "on" are
    // Finnish too): trigrams decide only where they clearly do (a few lines in Finnish); a list of
    // words, a title or a short English sentence stays English, as tna has always read such text.
    const english = rivals.find((m) => m.code === 'en');
    return english && distance(english) < CLEAR_TRIGRAM_MARGIN * distance(closest) ? 'en' : closest.code;
  }
  return closest.code;
}
