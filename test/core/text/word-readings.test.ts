import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wordReadings } from '../../../src/core/text/word-readings.js';
import { subjectModule } from '../../../src/core/text/subject-words.js';
import { moduleOf } from '../../../src/core/text/stopwords.js';
import { commonRanks } from '../../../src/core/text/common-words.js';

test("a written form's reading: its lowercase, its lemma, its concept's key and the common words' ranks", () => {
  const read = wordReadings(subjectModule(moduleOf('en')));
  const rights = read('Rights');
  assert.equal(rights.word, 'rights');
  assert.equal(rights.lemma, 'right');
  // English forms of one concept share its key (the lemma's stem): using and use.
  assert.equal(read('using').key, read('use').key);
  assert.equal(rights.lemmaRank, commonRanks('en').get('right'));
  assert.equal(rights.formRank, commonRanks('en').get('rights'));
  assert.ok(rights.lemmaRank !== undefined);
  // A contraction has no lemma, and no key.
  assert.deepEqual([read("isn't").lemma, read("isn't").key], ['', '']);
  // The same form is read once: the same reading again.
  assert.equal(read('Rights'), rights);
  // German words are their own lemma and key, as written; an English word in a Chinese text is read as English.
  const german = wordReadings(subjectModule(moduleOf('de')))('Rechte');
  assert.deepEqual([german.word, german.lemma, german.key], ['rechte', 'rechte', 'rechte']);
  assert.equal(wordReadings(subjectModule(moduleOf('zh')))('Clicking').lemma, 'click');
});
