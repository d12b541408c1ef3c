// A check's rules read no key phrase, and ranking them (their noun-phrase and repeated-passage
// checks) was a tenth of checking a folder: the analysis ranks them when they are first read, and
// only --init's facts read them (must-mention-phrase suggests from them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeText, factsQuery } from '../../src/check/analysis.js';
import { DEFAULT_ANALYSIS } from '../../src/check/config-schema.js';
import { LocalService } from '../../src/service/local.js';
import { FIXTURES } from './helpers.js';

const service = new LocalService({});
const guide = readFileSync(path.join(FIXTURES, 'guide.md'), 'utf8');

test("a check's facts hold no key phrases; --init's hold the text's phrases of two words or more", async () => {
  const checked = await analyzeText(service, guide, DEFAULT_ANALYSIS);
  const measured = await analyzeText(service, guide, DEFAULT_ANALYSIS, undefined, [], true);
  assert.equal(checked?.keyPhrases, undefined);
  assert.ok(measured?.keyPhrases && measured.keyPhrases.length > 0, 'the fixture has key phrases of two words or more, or the test says little');
  for (const k of measured.keyPhrases) assert.ok(k.lemma.includes(' '), k.lemma);
  // Everything else is the same.
  assert.deepEqual({ ...measured, keyPhrases: undefined }, { ...checked, keyPhrases: undefined });
});

test('an answer ranks its key phrases when they are first read, and writes them in JSON as before', async () => {
  const response = await service.graphAndStatements(factsQuery(DEFAULT_ANALYSIS), { text: guide });
  const envelope = response.entriesAndGraphOfContext;
  assert.equal(typeof Object.getOwnPropertyDescriptor(envelope, 'keyPhrases')?.get, 'function', 'not ranked yet');
  const json = JSON.parse(JSON.stringify(response)).entriesAndGraphOfContext;
  assert.ok(Array.isArray(json.keyPhrases) && json.keyPhrases.length > 0);
  assert.deepEqual(envelope.keyPhrases, json.keyPhrases);
  assert.equal(Object.getOwnPropertyDescriptor(envelope, 'keyPhrases')?.get, undefined, 'ranked once, then kept');
  // Where it stands among the fields, as before: after the language.
  const keys = Object.keys(json);
  assert.equal(keys.indexOf('keyPhrases'), keys.indexOf('language') + 1);
});

test('under the reference analysis, which has no key phrases, the JSON has no keyPhrases field', async () => {
  const response = await service.graphAndStatements(factsQuery(DEFAULT_ANALYSIS), { text: guide, analysis: 'reference' });
  assert.equal('keyPhrases' in JSON.parse(JSON.stringify(response)).entriesAndGraphOfContext, false);
});
