// The file format of word lists that tna reads as they are (src/core/text/lexicon.ts, wordLists):
// each list's open-addressing hash table of where its entries start, then the lists, one a line,
// a byte a character. Read at the first lookup, such a file costs a few milliseconds, where
// the same strings as a JavaScript module cost several to compile at every start, and a lookup
// probes a slot or two instead of a binary search's seventeen. The hash is the reader's own
// (compiled by tsc before the build steps that call this); the layout and the linear probing
// must match it.
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const ROOT = path.join(__dirname, '..');

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

/**
 * Writes `lists` (each a string of space-separated entries, a word or `form:base`) as `file`
 * beside tsc's output of lexicon.ts and beside the bundle's chunks: both read the file next to
 * themselves. `characters` is what every character must match: ASCII, or Latin-1 (a byte each).
 */
async function writeWordLists(file, lists, characters = /^[\x20-\x7e\n]*$/) {
  const reader = path.join(ROOT, 'dist', 'src', 'core', 'text', 'lexicon.js');
  const { keyHash } = await import(pathToFileURL(reader).href);
  const text = lists.join('\n');
  if (!characters.test(text)) throw new Error(`${file}: a word has a character the reader cannot read a byte at a time`);
  // The file: each list's table (its size, then its slots; little-endian 32-bit integers), then the text.
  const parts = [];
  let offset = 0;
  for (const list of lists) {
    const slots = hashTable(list, offset, keyHash);
    parts.push(Int32Array.of(slots.length), slots);
    offset += list.length + 1;
  }
  if (new Uint8Array(Int32Array.of(1).buffer)[0] !== 1) throw new Error(`${file}: the tables are written little-endian`);
  const bytes = Buffer.concat([...parts.map((t) => Buffer.from(t.buffer, t.byteOffset, t.byteLength)), Buffer.from(text, 'latin1')]);
  for (const dir of [path.join(ROOT, 'dist', 'src', 'core', 'text'), path.join(ROOT, 'dist')]) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, file), bytes);
  }
}

module.exports = { writeWordLists };
