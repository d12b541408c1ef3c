// Build step: compiles wink-lexicon's WordNet data into one file of six word lists and their hash
// tables, which loads in under a millisecond and are searched as they are (no
// word list or table is built at run time). Requiring wink-lemmatizer itself costs ~300 ms of
// start-up (its data is written as huge object literals), which is most of the time budget for a
// short text.
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

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

// The lists and, for each, an open-addressing hash table of where its entries start go into one
// binary file: read when the first English word is lemmatized, it costs about half a millisecond,
// where the same strings as a JavaScript module cost several to compile at every start, and a
// lookup probes a slot or two instead of a binary search's seventeen. The hash is the reader's
// own (src/core/text/lexicon.ts, compiled by tsc before this step); the layout and the linear
// probing must match it.
// Then what the English tagger (src/core/text/languages/english-tagger.ts) reads of wink-lexicon:
// its words' parts of speech, most frequent first (`word:NN,VB`), every WordNet word it looks up
// unknown words by, and those whose first sense is a person (a capitalised one is a name).
const tagged = Object.fromEntries(Object.entries(require('wink-lexicon/src/lexicon.js')).map(([word, tags]) => [word, tags.join(',')]));
// wn-words numbers the words from 0, and the tagger tests the number: the word numbered 0 reads as unknown there.
const wordnet = Object.keys(words).filter((word) => words[word]);
const persons = wordnet.filter((word) => senses[words[word]][0] === 15);
const LISTS = [
  joined(nouns),
  joined(verbs),
  joined(adjectives),
  table(require('wink-lexicon/src/wn-noun-exceptions.js')),
  table(require('wink-lexicon/src/wn-verb-exceptions.js')),
  table(require('wink-lexicon/src/wn-adjective-exceptions.js')),
  table(tagged),
  joined(wordnet),
  joined(persons),
];

/** Slots (a power of two, at most half full) holding 1 + where an entry's first character is in the whole text; 0 is empty. */
function hashTable(list, offset, hash) {
  const starts = [];
  for (let at = 0; at < list.length; at = list.indexOf(' ', at) + 1 || list.length) starts.push(at);
  let size = 2;
  while (size < starts.length * 2) size *= 2;
  const slots = new Int32Array(size);
  for (const start of starts) {
    let end = list.indexOf(' ', start);
    if (end < 0) end = list.length;
    const colon = list.indexOf(':', start);
    const keyEnd = colon >= 0 && colon < end ? colon : end;
    let slot = hash(list.slice(start, keyEnd)) & (size - 1);
    while (slots[slot] !== 0) slot = (slot + 1) & (size - 1);
    slots[slot] = offset + start + 1;
  }
  return slots;
}

async function main() {
  const reader = path.join(__dirname, '..', 'dist', 'src', 'core', 'text', 'lexicon.js');
  const { keyHash } = await import(pathToFileURL(reader).href);
  // The text: the lists, one a line, in ASCII (a byte a character).
  const text = LISTS.join('\n');
  if (/[^\x20-\x7e\n]/.test(text)) throw new Error('build-lexicon: the lexicon is read as ASCII; a word is not');
  // The file: each list's table (its size, then its slots; little-endian 32-bit integers), then the text.
  const parts = [];
  let offset = 0;
  for (const list of LISTS) {
    const slots = hashTable(list, offset, keyHash);
    parts.push(Int32Array.of(slots.length), slots);
    offset += list.length + 1;
  }
  if (new Uint8Array(Int32Array.of(1).buffer)[0] !== 1) throw new Error('build-lexicon: the tables are written little-endian');
  const bytes = Buffer.concat([...parts.map((t) => Buffer.from(t.buffer, t.byteOffset, t.byteLength)), Buffer.from(text, 'latin1')]);

  // Beside tsc's output of lexicon.ts and beside the bundle's chunks: both read the file next to themselves.
  for (const dir of [path.join(__dirname, '..', 'dist', 'src', 'core', 'text'), path.join(__dirname, '..', 'dist')]) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'lexicon.bin'), bytes);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
