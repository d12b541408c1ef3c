import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SetUnion } from '../../../src/core/text/set-union.js';
import { extractConcepts } from '../../../src/core/text/concepts.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';

test('two sets read as one: membership, size and iteration hold both, neither copied', () => {
  const base = new Set(['the', 'and']);
  const added = new Set(['need']);
  const union = new SetUnion(base, added);
  assert.ok(union.has('the') && union.has('need') && !union.has('rain'));
  assert.equal(union.size, 3);
  assert.deepEqual([...union], ['the', 'and', 'need']);
  assert.deepEqual([...union.entries()], [['the', 'the'], ['and', 'and'], ['need', 'need']]);
  const seen: string[] = [];
  union.forEach((value) => seen.push(value));
  assert.deepEqual(seen, [...union.keys()]);
  // A word added to the base later is read through it: the union is a view.
  base.add('of');
  assert.ok(union.has('of'));
});

test("a text's generic words are left out beside the stopwords, and a word the user keeps stays", () => {
  const text = 'Trees need rain. Rain feeds the rivers that farms need. Farms feed the towns along the rivers.';
  const concepts = (stopwords: string[]) => {
    const out = extractConcepts(toStatements({ text }), { language: 'en', stopwords, settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true });
    return new Set(out.concepts.flatMap((c) => c.tokens.map((t) => t.concept)));
  };
  const plain = concepts([]);
  // need and feed: used as verbs only, left out as generic; the, that, along: stopwords.
  assert.ok(plain.has('rain') && plain.has('river') && !plain.has('need') && !plain.has('feed') && !plain.has('the'), [...plain].join(' '));
  const kept = concepts(['-need']);
  assert.ok(kept.has('need') && !kept.has('feed') && !kept.has('the'), [...kept].join(' '));
});
