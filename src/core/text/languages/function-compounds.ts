// Function words joined into one: ICU's Chinese dictionary gives 你的 (you + 's), 我们的, 你是
// (you + are), 一下 (a bit), 也可以 (can also) as words of their own, which no stopword list holds.
import { isoList, stopwordPackageList, words, type LanguageModule } from './language.js';

/**
 * Whether a word can be cut into two or more function words: a function word of two characters
 * or more of the language's lists, or one character the stopword package lists (or tna adds) as
 * one. Single characters come from those short lists only, not stopwords-iso's long one, which
 * also lists characters that make content words (自 and 由 of 自由, free; 者 of 所有者, owner).
 * A character the language keeps as content (年, 月) is no piece: 一月 is January.
 */
export function functionCompounds(module: LanguageModule): (word: string) => boolean {
  const { stopword, iso, keep = '', add = '' } = module.stopwords;
  const kept = new Set(words(keep));
  const short = [...(stopword ? stopwordPackageList(stopword) : []), ...words(add)];
  const listed = [...short, ...(iso ? isoList(iso) : [])];
  const pieces = new Set(listed.filter((w) => !kept.has(w) && [...w].length > 1));
  for (const w of short) if (!kept.has(w) && [...w].length === 1) pieces.add(w);
  let longest = 1;
  for (const piece of pieces) longest = Math.max(longest, piece.length);
  return (word) => {
    // cut[i]: the fewest pieces the first i code units can be cut into (Infinity: none).
    const cut = [0];
    for (let i = 1; i <= word.length; i++) {
      cut[i] = Infinity;
      for (let k = 1; k <= Math.min(longest, i); k++) if (pieces.has(word.slice(i - k, i))) cut[i] = Math.min(cut[i], cut[i - k] + 1);
    }
    return cut[word.length] >= 2 && cut[word.length] !== Infinity;
  };
}
