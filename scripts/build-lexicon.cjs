// Build step: compiles wink-lexicon's WordNet data into one file of nine word lists and their hash
// tables, which loads in a few milliseconds and are searched as they are (no
// word list or table is built at run time). Requiring wink-lemmatizer itself costs ~300 ms of
// start-up (its data is written as huge object literals), which is most of the time budget for a
// short text.
const { writeWordLists } = require('./word-lists.cjs');

const words = require('wink-lexicon/src/wn-words.js');
const senses = require('wink-lexicon/src/wn-word-senses.js');

// wink-lexicon's sense numbers: 0-1 adjectives, 3-28 nouns, 29-43 verbs (see wn-senses.js).
const nouns = [];
const verbs = [];
const adjectives = [];
for (const word of Object.keys(words)) {
  let noun = false, verb = false, adjective = false;
  for (const sense of senses[words[word]]) {
    if (sense < 2) adjective = true;
    else if (sense > 2 && sense < 29) noun = true;
    else if (sense > 28 && sense < 44) verb = true;
  }
  if (noun) nouns.push(word);
  if (verb) verbs.push(word);
  if (adjective) adjectives.push(word);
}
// Sorted in code-unit order so that the runtime can binary-search with `<`.
const joined = (list) => list.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(' ');
// Exceptions (irregular form → base form) as sorted `form:base` entries, searched by form.
const table = (exceptions) =>
  Object.entries(exceptions)
    .map(([form, base]) => {
      if (/[ :]/.test(form) || typeof base !== 'string' || /[ :]/.test(base)) throw new Error(`build-lexicon: cannot encode ${form} → ${base}`);
      return [form, base];
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([form, base]) => `${form}:${base}`)
    .join(' ');

// Then what the English tagger (src/core/text/languages/english-tagger.ts) reads of wink-lexicon:
// its words' parts of speech, most frequent first (`word:NN,VB`), the WordNet words it looks up
// unknown words by that the lists of nouns, verbs and adjectives do not hold (adverbs: the reader
// searches those lists first, and the file, read whole at every start, is 1.6 MB smaller than with
// all 77,000 words again), and those whose first sense is a person (a capitalised one is a name).
const tagged = Object.fromEntries(Object.entries(require('wink-lexicon/src/lexicon.js')).map(([word, tags]) => [word, tags.join(',')]));
const wordnet = Object.keys(words);
const partsOfSpeech = new Set([...nouns, ...verbs, ...adjectives]);
const persons = wordnet.filter((word) => senses[words[word]][0] === 15);
const LISTS = [
  joined(nouns),
  joined(verbs),
  joined(adjectives),
  table(require('wink-lexicon/src/wn-noun-exceptions.js')),
  table(require('wink-lexicon/src/wn-verb-exceptions.js')),
  table(require('wink-lexicon/src/wn-adjective-exceptions.js')),
  table(tagged),
  joined(wordnet.filter((word) => !partsOfSpeech.has(word))),
  joined(persons),
];

// The lists, in ASCII (a byte a character), in one file of them and their hash tables (scripts/word-lists.cjs).
writeWordLists('lexicon.bin', LISTS).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
