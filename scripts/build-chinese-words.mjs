// Build step: the Chinese words that jieba's dictionary (the one @node-rs/jieba ships, MIT) tags
// as verbs, adverbs, adjectives, pronouns or words of place, and as nothing else (使用 use, 重新
// again, 准确 accurate, 为什么 why, 上 on; not 设置 or 检查, which it tags as verbs used as nouns),
// used at least MIN_FREQUENCY times in its corpus, as chinese-words.json beside tsc's output of
// chinese-words.ts and beside the bundle: no key phrase of a Chinese text ends in one. The dictionary (349,000 words, 5 MB) is read here, never at run time.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
/** A rarer word hardly ends a key phrase: about 11,000 of the dictionary's 40,000 such words are kept. */
const MIN_FREQUENCY = 50;
/** jieba's tags (ICTCLAS's), by what chinese-words.ts calls them. */
const TAGS = { v: 'verbs', d: 'others', ad: 'others', a: 'others', r: 'others', f: 'others' };

const dict = path.join(path.dirname(require.resolve('@node-rs/jieba/package.json')), 'dict.txt');
const lists = { verbs: [], others: [] };
for (const line of readFileSync(dict, 'utf8').split('\n')) {
  const [word, frequency, tag] = line.trim().split(' ');
  if (TAGS[tag] && Number(frequency) >= MIN_FREQUENCY) lists[TAGS[tag]].push(word);
}
if (lists.verbs.length < 5000) throw new Error(`build-chinese-words: only ${lists.verbs.length} verbs read from ${dict}`);
const json = JSON.stringify({ verbs: lists.verbs.sort().join(' '), others: lists.others.sort().join(' ') });
for (const dir of [path.join(ROOT, 'dist', 'src', 'core', 'text'), path.join(ROOT, 'dist')]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'chinese-words.json'), json);
}
