// Two measures of bench:about that read a top 10 as a person would, kept apart from the bench's
// run so that a test can hold them (test/bench/about-measures.test.ts):
//   repeats      how many phrases of a top 10 say again what another of them says;
//   noun check   whether a phrase ends, where the text uses it, in a word that a tagger tags as a
//                noun (NOUN or PROPN, Universal Dependencies' tags).
// Both compare words by their stems, given by the caller (the bench's Snowball stemmer), so that a
// phrase written in another form than the text's (a lemma, a plural) is still found.

/** Unicode words, as \w would be if it knew every script: letters, digits, underscore. */
const WORD = /[\p{L}\p{N}_]+/gu;
export const wordsOf = (text) => text.toLowerCase().match(WORD) ?? [];

/**
 * A phrase's key for repeats: the set of its words' stems, function words left out (so that *the
 * system* and *system* are one thing), unless the phrase is nothing but function words.
 */
export function stemSet(phrase, stem, functionWords) {
  const all = wordsOf(phrase);
  const content = all.filter((w) => !functionWords.has(w));
  return new Set((content.length ? content : all).map(stem));
}

const within = (a, b) => a.size <= b.size && [...a].every((x) => b.has(x));

/**
 * The phrases of a top 10 that repeat another of it: a phrase whose stems all lie inside another's
 * (*American* inside *American people*), or whose stems are another's (*feed* and *feeds*, two
 * phrases with one key): of two equal ones the later is the repeat, so that a pair counts once.
 * Returns the indices of the repeats. Empty phrases are neither repeats nor repeated.
 */
export function repeatsIn(sets) {
  const out = [];
  sets.forEach((a, i) => {
    if (a.size === 0) return;
    const repeats = sets.some((b, j) => j !== i && b.size > 0 && within(a, b) && (a.size < b.size || j < i));
    if (repeats) out.push(i);
  });
  return out;
}

/** Tags of a noun or a name, in Universal Dependencies' set (wink-nlp's). */
export const isNounTag = (pos) => pos === 'NOUN' || pos === 'PROPN';

/** Punctuation a phrase may run across: hyphens and apostrophes inside a word (state-of-the-art, attorney's). */
const JOINERS = /^[-‐‑'’]+$/u;

/**
 * The tagged text as a stream of words: each word of each token (a token such as *state-of-the-art*
 * may hold several), lowercased and stemmed, its token's tag, and the stretch between two
 * punctuation marks it stands in (a comma, a bracket, a full stop ends one), so that a phrase is
 * first looked for where it could be written as one. `tokens` are [value, tag] pairs in the text's
 * order.
 */
export function taggedStream(tokens, stem) {
  const words = [];
  let stretch = 0;
  for (const [value, pos] of tokens) {
    const ws = wordsOf(value);
    if (ws.length === 0) {
      if (!JOINERS.test(value.trim())) stretch++;
      continue;
    }
    for (const word of ws) words.push({ word, stem: stem(word), pos, stretch });
  }
  const index = (key) => {
    const starts = new Map();
    words.forEach((w, i) => {
      const at = starts.get(w[key]);
      if (at) at.push(i);
      else starts.set(w[key], [i]);
    });
    return starts;
  };
  return { words, starts: { word: index('word'), stem: index('stem') } };
}

/** Where `keys` (words or stems, by `key`) occur in a row: the noun test of the last word at each, within one stretch and across. */
function occurrences(keys, stream, key) {
  const { words, starts } = stream;
  const within = [];
  const across = [];
  for (const i of starts[key].get(keys[0]) ?? []) {
    if (i + keys.length > words.length) break;
    if (!keys.every((k, n) => words[i + n][key] === k)) continue;
    const last = words[i + keys.length - 1];
    (last.stretch === words[i].stretch ? within : across).push(isNounTag(last.pos));
  }
  return { within, across };
}

/**
 * Where a phrase occurs in the tagged stream and whether its last word is tagged a noun there.
 * The phrase is looked for as it is written (its words, lowercased), and only where it does not
 * occur so, by its words' stems (a phrase given as a lemma or another form than the text's); in
 * each, occurrences within one stretch between punctuation first, and only where there is none,
 * across punctuation. Returns { occurrences, first, majority }: first is whether the last word is
 * tagged a noun at the first occurrence, majority whether it is at more than half of them (both
 * null when the phrase does not occur).
 */
export function nounCheck(phraseWords, stream, stem) {
  if (phraseWords.length === 0) return { occurrences: 0, first: null, majority: null };
  const written = occurrences(phraseWords, stream, 'word');
  const stemmed = written.within.length || written.across.length ? null : occurrences(phraseWords.map(stem), stream, 'stem');
  const found = [written.within, written.across, stemmed?.within ?? [], stemmed?.across ?? []].find((xs) => xs.length) ?? [];
  if (found.length === 0) return { occurrences: 0, first: null, majority: null };
  const nouns = found.filter(Boolean).length;
  return { occurrences: found.length, first: found[0], majority: nouns * 2 > found.length };
}
