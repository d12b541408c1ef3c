// Where the checks of a text's words find a word's first uses (usesInOrder): from an index of the
// whole text, and from an index of its start and a search past it, the first three of all its
// forms' uses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { StatementsText } from '../../../src/core/text/phrase-uses.js';
import { FirstUses, usesInOrder } from '../../../src/core/text/first-uses.js';

test("a word's first uses are the first three of its forms' uses, from an index of the whole text or of its start and a search past it", () => {
  // The README's paragraphs, lowercased as the check reads them: the words of its last parts lie past a short index.
  const statements = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8')
    .toLowerCase()
    .split(/\n\s*\n/);
  const lowered = new StatementsText(statements);
  const whole = new FirstUses(lowered, Infinity);
  const wordsOf = [...new Set(statements.join(' ').match(/[a-z]+/g))];
  // A word's forms: itself, -s, -ed and its possessive where the text writes them, and the
  // compounds it starts (well-being: searched for, not indexed).
  const compounds = [...new Set(statements.join(' ').match(/[a-z]+-[a-z]+/g))];
  const possessives = [...new Set(statements.join(' ').match(/[a-z]+['’]s\b/g))];
  const formsOf = (word: string) =>
    [word, `${word}s`, `${word}ed`]
      .filter((form) => wordsOf.includes(form))
      .concat(possessives.filter((p) => p.slice(0, -2) === word))
      .concat(compounds.filter((c) => c.startsWith(`${word}-`)));
  // What the uses are: every whole-word use of each form, by statement, then form, then offset, the first three.
  const firstThree = (forms: readonly string[]) => {
    const all: [number, number, number, number][] = [];
    forms.forEach((form, f) => lowered.forEachUse(form, (k, at) => void all.push([k, f, at, form.length])));
    all.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    return all.slice(0, 3).map(([k, , at, length]) => [k, at, length]);
  };
  const expected = new Map(wordsOf.map((word) => [word, firstThree(formsOf(word))]));
  for (const word of wordsOf) assert.deepEqual(usesInOrder(formsOf(word), whole, lowered), expected.get(word), word);
  // Indexes that stop at many places: one of them at the start of a word asked for, or inside one.
  for (let most = 300; most < 9000; most += 700) {
    const short = new FirstUses(lowered, most);
    let past = 0;
    for (const word of wordsOf) {
      assert.deepEqual(usesInOrder(formsOf(word), short, lowered), expected.get(word), `${word}, the index stopping at ${most}`);
      if (expected.get(word)!.some(([k]) => lowered.endOf(k) > most)) past++;
    }
    // Many words' uses lie past the short index.
    assert.ok(past > 50, `${past} words with uses past an index that stops at ${most}`);
    assert.ok(!short.covers(Infinity));
  }
  // Compounds and possessives among the forms, with uses.
  assert.ok(wordsOf.filter((word) => formsOf(word).some((form) => form.includes('-')) && expected.get(word)!.length > 0).length > 20);
  assert.ok(wordsOf.filter((word) => formsOf(word).some((form) => /['’]s$/.test(form)) && expected.get(word)!.length > 0).length > 5);
  assert.ok(whole.covers(Infinity));
});

test("a compound among a word's forms keeps its use where the word's other uses lie far into the text", () => {
  // well-being and well at the start, the next uses of well 6 kB further: the index is extended, and the compound's use stays.
  const lowered = new StatementsText(['well-being matters', ...Array.from({ length: 300 }, (_, i) => `filler statement ${i}`), 'well said', 'well done']);
  const forms = ['well', 'well-being'];
  const first = usesInOrder(forms, new FirstUses(lowered), lowered);
  assert.deepEqual(first, [
    [0, 0, 4],
    [0, 0, 10],
    [301, 0, 4],
  ]);
  assert.deepEqual(usesInOrder(forms, new FirstUses(lowered, 1000), lowered), first);
});
