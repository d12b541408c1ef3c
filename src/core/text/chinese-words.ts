// What jieba's dictionary knows of Chinese words that end no noun phrase (scripts/build-chinese-
// words.mjs writes chinese-words.json beside this module from it): the words it tags only as
// verbs (使用 use, 显示 display, 连接 connect), and only as adverbs, adjectives, pronouns or words of
// place (重新 again, 准确 accurate, 为什么 why, 上 on). No tagger for Chinese ships in a package
// that loads fast enough for one text: jieba's own takes about a second to read its dictionary.
import { readFileSync } from 'node:fs';

let lists: { verbs: ReadonlySet<string>; others: ReadonlySet<string> } | undefined;

function load() {
  const json = JSON.parse(readFileSync(new URL('./chinese-words.json', import.meta.url), 'utf8')) as { verbs: string; others: string };
  return { verbs: new Set(json.verbs.split(' ')), others: new Set(json.others.split(' ')) };
}

/** Made on first use: a Chinese segmenter loads ICU's dictionary, which a text in another language never needs. */
let words: Intl.Segmenter | undefined;

/**
 * Whether a phrase as a Chinese text writes it is a noun phrase by jieba's dictionary: its last
 * word, as ICU's dictionary cuts it, is none of those words. A verb may start one: ICU cuts
 * 应用程序 (application) into 应用 (apply) and 程序 (program).
 */
export function chineseNounPhrase(phrase: string): boolean {
  lists ??= load();
  words ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const cut = [...words.segment(phrase)].filter((s) => s.isWordLike).map((s) => s.segment);
  if (cut.length === 0) return true;
  const last = cut[cut.length - 1];
  return !lists.verbs.has(last) && !lists.others.has(last);
}
