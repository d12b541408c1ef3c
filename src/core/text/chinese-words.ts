// What jieba's dictionary knows of the Chinese words a key phrase is made of (scripts/build-
// chinese-words.mjs writes chinese-words.json beside this module from it): the words it tags only
// as verbs (使用 use, 恢复 restore, 连接 connect); only as adverbs, pronouns, idioms, prepositions,
// conjunctions or particles (仅仅 merely, 为什么 why, 在 at, 和 and); counts (一次 once); only as
// adjectives or words of place (重要 important, 外部 outside, 上 on); the nouns it knows as one
// word that ICU's dictionary cuts after a verb (应用程序 application: 应用 apply, 程序 program);
// the characters that end a noun where ICU cuts them off it (器 of 驱动器 drive); and the nouns
// that end in a function word (目的 purpose). No tagger for Chinese ships in a package that loads
// fast enough for one text: jieba's own takes about a second to read its dictionary.
import { readFileSync } from 'node:fs';
import type { Statement } from '../types.js';

interface Lists {
  verbs: ReadonlySet<string>;
  adverbs: ReadonlySet<string>;
  modifiers: ReadonlySet<string>;
  /** The nouns jieba's dictionary knows whole that ICU's cuts: each length's, sorted and written one after the other. */
  joined: ReadonlyMap<number, string>;
  endings: ReadonlySet<string>;
  closers: ReadonlySet<string>;
  closedNouns: ReadonlySet<string>;
}

let lists: Lists | undefined;

/** The lists, read on first use. */
function wordLists(): Lists {
  if (lists) return lists;
  const json = JSON.parse(readFileSync(new URL('./chinese-words.json', import.meta.url), 'utf8')) as Record<string, string>;
  const set = (name: keyof Lists) => new Set(json[name].split(' '));
  const joined = new Map<number, string>();
  for (const [name, records] of Object.entries(json)) if (name.startsWith('joined')) joined.set(Number(name.slice('joined'.length)), records);
  return (lists = {
    verbs: set('verbs'),
    adverbs: set('adverbs'),
    modifiers: set('modifiers'),
    joined,
    endings: set('endings'),
    closers: set('closers'),
    closedNouns: set('closedNouns'),
  });
}

let words: Intl.Segmenter | undefined;

/** Made on first use: a Chinese segmenter loads ICU's dictionary, which a text in another language never needs. */
function segmenter(): Intl.Segmenter {
  return (words ??= new Intl.Segmenter('zh', { granularity: 'word' }));
}

/** A phrase's words as ICU's dictionary cuts them, those jieba's knows as one noun merged (应用 程序: 应用程序). */
function wordsOf(phrase: string): string[] {
  const cut: string[] = [];
  for (const s of segmenter().segment(phrase)) if (s.isWordLike) cut.push(s.segment);
  const out: string[] = [];
  let k = 0;
  for (const size of chineseNounsMerged(cut)) {
    out.push(cut.slice(k, k + size).join(''));
    k += size;
  }
  return out;
}

/**
 * Whether a phrase as a Chinese text writes it is a noun phrase by jieba's dictionary, as a
 * person writes a key phrase: nouns, an adjective or a word of place before them (重要文件, 外部硬盘),
 * and no verb, adverb or pronoun. Its last word is none of those words nor an adjective; no word
 * is a verb (使用 USB 驱动 uses a drive, 恢复原始数据 restores data), an adverb, a pronoun, an
 * idiom (文件仅仅意味: a file merely means), a preposition, a conjunction or a particle (网络总是: the
 * network always), or a count (一次 once, 多久 how long), and no word but the first an adjective
 * or a word of place; nor does its last word end in a function word ICU's dictionary joined to it
 * (目标文件夹在: the target folder is on). The noun such a phrase ends in is a phrase of its own
 * (原始数据), ranked as any other. A noun the dictionary knows as one word is read whole
 * (应用程序, 驱动器), though ICU cuts it (chineseNounsMerged).
 */
export function chineseNounPhrase(phrase: string): boolean {
  const { verbs, adverbs, modifiers } = wordLists();
  const cut = wordsOf(phrase);
  if (cut.length === 0) return true;
  const last = cut[cut.length - 1];
  return !modifiers.has(last) && !closedByFunctionWord(last) && cut.every((word, k) => !verbs.has(word) && !adverbs.has(word) && (k === 0 || !modifiers.has(word)));
}

/**
 * Whether a word ends in a preposition, a conjunction or a particle that ICU's dictionary joined
 * to it, where jieba's knows no noun so written: 夹在 (文件夹在, "the folder is on"), 仍在 (still
 * at), 并从 (and from); not 目的 (purpose) or 现在 (now).
 */
function closedByFunctionWord(word: string): boolean {
  const { closers, closedNouns } = wordLists();
  return word.length > 1 && closers.has(word[word.length - 1]) && !closedNouns.has(word);
}

/** How many of a phrase's uses are read for whether the text runs it on into a longer noun. */
const USES_READ = 3;

/**
 * The check of a Chinese text's key phrases: a noun phrase by jieba's dictionary
 * (chineseNounPhrase), and no piece of a longer noun. ICU's dictionary cuts 驱动器 (drive) into
 * 驱动 (to drive) and 器, a word of one character that is no concept: a phrase that, in most of
 * the first uses the text writes, runs on into such a character that ends nouns (USB 驱动 of USB
 * 驱动器, 文件 of 文件夹 folder, 服务 of 服务器 server) is none.
 */
export function chineseNounPhraseCheck(statements: readonly Statement[]): (phrase: string) => boolean {
  return (phrase) => chineseNounPhrase(phrase) && !cutShort(statements, phrase);
}

function cutShort(statements: readonly Statement[], phrase: string): boolean {
  const { endings } = wordLists();
  let read = 0;
  let short = 0;
  for (const { content } of statements) {
    for (let at = content.indexOf(phrase); at >= 0 && read < USES_READ; at = content.indexOf(phrase, at + 1)) {
      read++;
      const end = at + phrase.length;
      if (endingAt(content, end, endings)) short++;
    }
    if (read === USES_READ) break;
  }
  return 2 * short > read;
}

/**
 * Whether text goes on at `at` with one of `endings` as a word of its own: a noun's last
 * character cut off it (器 of 驱动器), not the first of two that ICU's dictionary lacks as a word
 * and cuts into one each (鼠 标 of 鼠标, mouse); or joined to a function word after it (夹在 of
 * 文件夹在: the folder is on).
 */
function endingAt(text: string, at: number, endings: ReadonlySet<string>): boolean {
  const [next, after] = segmenter().segment(text.slice(at, at + 4));
  if (next !== undefined && next.segment.length === 2 && endings.has(next.segment[0]) && closedByFunctionWord(next.segment)) return true;
  if (next === undefined || next.segment.length !== 1 || !endings.has(next.segment)) return false;
  return after === undefined || after.segment.length !== 1 || !endings.has(after.segment);
}

/**
 * A run of words ICU's dictionary cut with nothing between, merged where two or three of them are
 * a noun jieba's dictionary knows whole (计算 机: 计算机 computer; 适 配 器: 适配器 adapter, not 适
 * and 配器; 应用 程序: 应用程序): how many of them, from the first, make each word, the longest first.
 */
export function chineseNounsMerged(run: readonly string[]): number[] {
  const { joined } = wordLists();
  const sizes: number[] = [];
  for (let k = 0; k < run.length; ) {
    const size = k + 2 < run.length && listed(joined, run[k] + run[k + 1] + run[k + 2]) ? 3 : k + 1 < run.length && listed(joined, run[k] + run[k + 1]) ? 2 : 1;
    sizes.push(size);
    k += size;
  }
  return sizes;
}

/** Whether `word` is one of the records of its length in `joined`, by binary search (they are sorted by code unit). */
function listed(joined: ReadonlyMap<number, string>, word: string): boolean {
  const records = joined.get(word.length);
  if (records === undefined) return false;
  const width = word.length;
  let low = 0;
  let high = records.length / width - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = compareAt(records, middle * width, word);
    if (order === 0) return true;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** How the record of `word`'s length at `at` in `records` sorts against `word`, by code unit: below 0, 0 or above. */
function compareAt(records: string, at: number, word: string): number {
  for (let k = 0; k < word.length; k++) {
    const difference = records.charCodeAt(at + k) - word.charCodeAt(k);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Whether a Chinese word can carry a subject: not one jieba's dictionary tags only as an adverb,
 * a pronoun, an idiom, a preposition, a conjunction, a particle or a count (通常 usually, 重新
 * again, 为什么 why, 多久 how long), nor 无法 (cannot).
 */
export function chineseSubjectWord(word: string): boolean {
  return !wordLists().adverbs.has(word);
}

/** Whether jieba's dictionary tags a Chinese word only as a verb (使用 use, 打开 open, 选择 choose). */
export function chineseVerb(word: string): boolean {
  return wordLists().verbs.has(word);
}
