// Build step: what jieba's dictionary (the one @node-rs/jieba ships, MIT) says of the Chinese words
// that a key phrase does not end in, or holds nowhere, and of the words a concept is, as
// chinese-words.json beside tsc's output of chinese-words.ts and beside the bundle. Of the words
// it has met at least MIN_FREQUENCY times in its corpus: those it tags only as verbs (使用 use,
// 恢复 restore; not 设置 or 检查, which it tags as verbs used as nouns); only as adverbs, pronouns,
// idioms, prepositions, conjunctions, particles or counts (仅仅 merely, 为什么 why, 在 at, 和 and,
// 一次 once); only as adjectives or words of place (重要 important, 外部 outside, 上 on), which
// may start a noun phrase but end none. The nouns it knows as one word that ICU's dictionary cuts
// into pieces (应用程序 application: 应用 apply, 程序 program; 计算机 computer: 计算 compute, 机),
// met 3 times or more; the characters that end a noun where ICU's dictionary cuts them off it
// (驱动器 drive: 驱动 drive, 器); and the nouns that end in a function word (目的 purpose). The
// dictionary (349,000 words, 5 MB) is read here, never at run time.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
/** A rarer word hardly ends a key phrase: about 11,000 of the dictionary's 40,000 such words are kept. */
const MIN_FREQUENCY = 50;
/**
 * jieba's tags (ICTCLAS's), by what chinese-words.ts calls them. Read as adverbs too, words no noun
 * phrase holds: prepositions (在 at, 从 from, 对 to), conjunctions (和 and, 或 or), particles
 * (的, 了, 着) and interjections.
 */
const TAGS = {
  v: 'verbs', d: 'adverbs', ad: 'adverbs', r: 'adverbs', i: 'adverbs', a: 'modifiers', f: 'modifiers',
  p: 'adverbs', c: 'adverbs', u: 'adverbs', uj: 'adverbs', ul: 'adverbs', uz: 'adverbs', ug: 'adverbs', ud: 'adverbs', uv: 'adverbs', y: 'adverbs', e: 'adverbs',
};
/** The tags of the dictionary's nouns (common, other proper, verbal, organisation, set phrase, abbreviation). */
const NOUN = /^(?:n|nz|vn|nt|l|j)$/;
/** The tags of the dictionary's nouns of two or three characters that are read whole where ICU's dictionary cuts them (common, other proper, organisation). */
const CUT_NOUN = /^(?:n|nz|nt)$/;
/** A noun of the dictionary's that is rarer than this is mostly noise of its compiler's (争权力, 付下去). */
const MIN_NOUN_FREQUENCY = 3;
/**
 * Characters that, written as a word of their own, end a noun rather than start one or stand
 * alone (器 of 驱动器 drive, 机 of 计算机 computer, 者 of 使用者 user): the dictionary's words
 * of one character it tags as nouns or noun suffixes; not 时 (when), which ends a clause.
 */
const ENDING = /^(?:n|k)$/;
const NOT_ENDINGS = new Set(['时']);
/**
 * Words jieba tags as verbs that modify nouns and predicate nothing (区别词, non-predicate
 * adjectives): 原始文件 is an original file. Read as adjectives.
 */
const ATTRIBUTIVE = new Set(['原始', '初始']);
/** A count: a numeral, or a word of quantity, and what follows it (一次 once, 几个 a few, 多久 how long). */
const COUNT = /^[一二三四五六七八九十百千万亿两几多第半]\p{Script=Han}/u;
/**
 * A manual's verbs of its steps that jieba's dictionary tags otherwise, or has met too rarely to
 * be read (单击 click, 双击 double-click, 右击 right-click: non-predicate adjectives, met 18, 4 and
 * 13 times): read as verbs. GNOME's Chinese help had 单击 among the key phrases of four pages.
 */
const MANUAL_VERBS = ['单击', '双击', '右击', '左击'];
/** Words jieba tags as nouns that say what cannot be done (无法 cannot): read as adverbs. */
const NOT_NOUNS = new Set(['无法']);
/**
 * Nouns of a manual that jieba tags as adverbs, pronouns or conjunctions (相机 camera, 所有者
 * owner, 更新 update; 本地 local, which tna keeps among Chinese's content words): read as nouns.
 */
const MISTAGGED_NOUNS = new Set(['相机', '所有者', '更新', '本地']);
/**
 * Function words of one character that ICU's dictionary joins to the character before them into a
 * word jieba's lacks (夹在 of 文件夹在 "the folder is on", 仍在 still at, 并从 and from): a word that
 * ends in one of them ends no noun, unless jieba's dictionary knows it as one (目的 purpose, 现在
 * now). The most frequent prepositions, conjunctions and particles, less those that end many nouns
 * (地 of 土地 land, 用 of 费用 cost, 所 of 厕所).
 */
const CLOSERS = new Set([...'与为了于从但和向在对并得或把由的着给而被过']);
/** The tags of the dictionary's words that may end a noun phrase: its nouns, and its words of time and of place (现在 now, 所在). */
const NOUN_END = /^(?:n|nz|vn|nt|nr|ns|nrt|nrfg|ng|l|j|t|s|an)$/;

const dict = path.join(path.dirname(require.resolve('@node-rs/jieba/package.json')), 'dict.txt');
const lists = { verbs: [], adverbs: [], modifiers: [], joined: [], endings: [], closers: [...CLOSERS], closedNouns: [] };
const nouns = [];
const shortNouns = [];
for (const line of readFileSync(dict, 'utf8').split('\n')) {
  const [word, frequency, tag] = line.trim().split(' ');
  if (MISTAGGED_NOUNS.has(word)) continue;
  if (ATTRIBUTIVE.has(word)) lists.modifiers.push(word);
  else if (NOT_NOUNS.has(word)) lists.adverbs.push(word);
  // A count (一次 once, 一些 some, 两个 two, 第一 first) names no subject, alone or in a phrase. jieba tags as
  // numerals nouns too (首页 home page, 少年 youth) and single characters (年 year): only words that start with a numeral are counts.
  else if (tag === 'm' && COUNT.test(word) && Number(frequency) >= MIN_FREQUENCY) lists.adverbs.push(word);
  else if (word.length === 1 && ENDING.test(tag) && Number(frequency) >= MIN_FREQUENCY && !NOT_ENDINGS.has(word)) lists.endings.push(word);
  // A word of place that starts with 之 or 以 follows what it places (文件之前, before the file), and starts no noun phrase.
  else if (tag === 'f' && /^[之以]/.test(word) && Number(frequency) >= MIN_FREQUENCY) lists.adverbs.push(word);
  else if (TAGS[tag] && Number(frequency) >= MIN_FREQUENCY) lists[TAGS[tag]].push(word);
  else if (NOUN.test(tag) && Number(frequency) >= MIN_NOUN_FREQUENCY && /^\p{Script=Han}{4}$/u.test(word)) nouns.push(word);
  else if (CUT_NOUN.test(tag) && Number(frequency) >= MIN_NOUN_FREQUENCY && /^\p{Script=Han}{2,3}$/u.test(word)) shortNouns.push(word);
  if (word.length > 1 && CLOSERS.has(word.at(-1)) && NOUN_END.test(tag) && Number(frequency) >= MIN_NOUN_FREQUENCY) lists.closedNouns.push(word);
}
lists.verbs.push(...MANUAL_VERBS);
if (lists.verbs.length < 5000) throw new Error(`build-chinese-words: only ${lists.verbs.length} verbs read from ${dict}`);
// The dictionary's nouns of four characters that ICU's dictionary cuts into a verb and a noun of two each.
const verbs = new Set(lists.verbs);
const others = new Set([...lists.adverbs, ...lists.modifiers]);
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
for (const noun of nouns) {
  const cut = [...segmenter.segment(noun)].filter((s) => s.isWordLike).map((s) => s.segment);
  if (cut.length === 2 && cut[0].length === 2 && verbs.has(cut[0]) && !verbs.has(cut[1]) && !others.has(cut[1])) lists.joined.push(noun);
}
// And its nouns of two or three characters that ICU's dictionary lacks and cuts before their last
// character (计算机 computer: 计算 compute, 机; 文件夹 folder, 驱动器 drive, 鼠标 mouse: 鼠, 标;
// 适配器 adapter: 适, 配, 器), where no piece is a function word (在 of 夹在, 的) or 时 (when), and
// the last no verb (会 will: 时会 is a noun of jieba's, but "当…时会" is "when … will").
const functionCharacters = new Set([...CLOSERS, ...NOT_ENDINGS, ...[...others].filter((word) => word.length === 1)]);
for (const noun of shortNouns) {
  const cut = [...segmenter.segment(noun)].filter((s) => s.isWordLike).map((s) => s.segment);
  if (cut.length > 1 && cut.at(-1).length === 1 && !verbs.has(cut.at(-1)) && !cut.some((piece) => functionCharacters.has(piece))) lists.joined.push(noun);
}
// The nouns read whole, tens of thousands, are looked up where a run of words is read, not made
// into a set when a Chinese text is first read (8 ms): each length's words sorted and written one
// after the other, for a binary search (chinese-words.ts). All are of the Basic Multilingual Plane.
const { joined, ...rest } = lists;
const byLength = {};
for (const word of joined) if (word.length === [...word].length) (byLength[word.length] ??= []).push(word);
const records = Object.fromEntries(Object.entries(byLength).map(([length, words]) => [`joined${length}`, words.sort().join('')]));
const json = JSON.stringify({ ...Object.fromEntries(Object.entries(rest).map(([name, words]) => [name, words.sort().join(' ')])), ...records });
for (const dir of [path.join(ROOT, 'dist', 'src', 'core', 'text'), path.join(ROOT, 'dist')]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'chinese-words.json'), json);
}
