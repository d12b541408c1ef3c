// The library in this process: each function answers what its command prints with -f json, bad
// input is a BadInputError naming the option, an abort stops the work, progress is a callback,
// the environment is read only when given, and nothing is ever written to stdout or stderr.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tna from '../../src/lib/index.js';
import { startFakeProvider } from '../ai/fake-provider.js';
import { FIXTURES, ROOT, tna as command, writeJson } from '../check/helpers.js';

const RAIN = 'Trees need rain.\nRain feeds the rivers.\nRivers feed the farms.\nFarms need trees and rain.\nBees visit the farms.';

function scratch(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-lib-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The outcome of a call: its answer or its error. */
async function outcome<T>(work: () => Promise<T>): Promise<{ result?: T; error?: unknown }> {
  try {
    return { result: await work() };
  } catch (error) {
    return { error };
  }
}

test('graph: a file, and the same text given as text in its format, make the same answer; graphSummary only when asked', async () => {
  const file = path.join(ROOT, 'test', 'fixtures', 'documents', 'readme.md');
  const fromFile = await tna.graph({ files: [file], maxNodes: 40 });
  const { readFileSync } = await import('node:fs');
  const fromText = await tna.graph({ text: readFileSync(file, 'utf8'), inputFormat: 'markdown', maxNodes: 40 });
  assert.equal(JSON.stringify(fromFile), JSON.stringify(fromText));
  const envelope = fromFile.entriesAndGraphOfContext;
  const keys = envelope.graph.networkGraph.nodes!.map((n) => n.key);
  assert.ok(keys.includes('bee') && keys.includes('orchard'), keys.join(' '));
  // Markup and the front matter are left out, as the command leaves them out.
  assert.ok(!keys.includes('zebra') && !keys.includes('quokka'), keys.join(' '));
  assert.ok(envelope.graph.networkGraph.attributes.top_clusters!.length > 0);
  assert.ok(envelope.keyPhrases!.some((p) => /bee/i.test(p.phrase)), JSON.stringify(envelope.keyPhrases));
  assert.equal('graphSummary' in envelope, false);
  const withSummary = await tna.graph({ text: RAIN, includeGraphSummary: true });
  assert.match(withSummary.entriesAndGraphOfContext.graphSummary!, /rain/);
});

test('bad input is a BadInputError naming the option, with the code and the message of the command', async () => {
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ text: RAIN, maxNodes: -3 }, 'maxNodes', /maxNodes must be a whole number/],
    [{ text: 5 }, 'text', /text must be a string/],
    [{ text: RAIN, language: 'klingon' }, 'language', /language must be auto or a supported language code/],
    [{ text: RAIN, split: 'word' }, 'split', /split must be one of line, paragraph, sentence/],
    [{ text: RAIN, texts: [RAIN] }, 'texts', /give one of text, texts and files/],
    [{ text: RAIN, contextSettings: { mentionsProcessing: 'sometimes' } }, 'contextSettings.mentionsProcessing', /must be one of/],
    [{}, 'text', /give the text to analyze/],
  ];
  for (const [options, field, message] of cases) {
    const { error } = await outcome(() => tna.graph(options as never));
    assert.ok(error instanceof tna.BadInputError, `${field}: ${String(error)}`);
    assert.ok(error instanceof tna.TnaError);
    assert.equal(error.code, 'bad_request');
    assert.equal(error.field, field);
    assert.match(error.message, message);
  }
  const missing = await outcome(() => tna.graph({ files: [path.join(ROOT, 'no-such-file.md')] }));
  assert.ok(missing.error instanceof tna.BadInputError, String(missing.error));
  assert.match((missing.error as Error).message, /no-such-file\.md/);
});

test('an abort rejects with the signal\'s reason: before the call, and from the progress of a running one', async () => {
  const before = new AbortController();
  before.abort();
  await assert.rejects(tna.graph({ text: RAIN, signal: before.signal }), (error: Error) => error.name === 'AbortError');

  const during = new AbortController();
  const reason = new Error('enough');
  const stages: string[] = [];
  await assert.rejects(
    tna.graph({
      text: RAIN,
      signal: during.signal,
      onProgress: ({ stage }) => {
        stages.push(stage);
        during.abort(reason);
      },
    }),
    (error) => error === reason,
  );
  // The first stage was told, and nothing after the abort.
  assert.equal(stages.length, 1);
});

test('progress is a callback: the stages of the work in order', async () => {
  const stages: string[] = [];
  await tna.graph({ text: RAIN, onProgress: (p) => stages.push(p.stage) });
  assert.equal(stages[0], 'building the graph');
  assert.ok(stages.some((s) => /^betweenness of \d+ concepts$/.test(s)), stages.join(' | '));
  assert.equal(stages.at(-1), 'clusters, gaps and the summary');
});

test('the environment is read only when passed: TNA_ANALYSIS in process.env changes nothing, in `env` it decides', async (t) => {
  const saved = process.env.TNA_ANALYSIS;
  process.env.TNA_ANALYSIS = 'no-such-analysis';
  t.after(() => (saved === undefined ? delete process.env.TNA_ANALYSIS : (process.env.TNA_ANALYSIS = saved)));
  const plain = await tna.graph({ text: RAIN });
  assert.ok(plain.entriesAndGraphOfContext.graph.networkGraph.nodes!.length > 0);
  await assert.rejects(tna.graph({ text: RAIN, env: { TNA_ANALYSIS: 'no-such-analysis' } }), (error: tna.TnaError) => error instanceof tna.BadInputError && /TNA_ANALYSIS must be one of default, reference/.test(error.message));
  const reference = await tna.graph({ text: RAIN, env: { TNA_ANALYSIS: 'reference' } });
  const asked = await tna.graph({ text: RAIN, analysis: 'reference' });
  assert.equal(JSON.stringify(reference), JSON.stringify(asked));
});

test('related: the statements of texts nearest a question, with their places, as `tna related -f json` prints them', async (t) => {
  const dir = scratch(t);
  writeFileSync(path.join(dir, 'notes.md'), '# Farming\n\nTrees need rain.\n\nRain feeds the rivers.\n\nThe market opens on Monday.\n');
  const answer = await tna.related({ question: 'what does rain feed?', files: ['notes.md'], cwd: dir });
  const printed = await command(['related', '-f', 'json', 'what does rain feed?', 'notes.md'], dir);
  assert.equal(printed.code, 0, printed.err);
  assert.equal(JSON.stringify(answer), JSON.stringify(JSON.parse(printed.out)));
  assert.equal(answer[0].matchedContent, 'Rain feeds the rivers.');
  assert.equal(answer[0].source, 'notes.md:5');
  const given = await tna.related({ question: 'what does rain feed?', texts: ['Trees need rain.\nRain feeds the rivers.'] });
  assert.equal(given[0].source, 'texts[0]:2');
});

test('check: a configuration file or the same configuration as an object, files or texts: the report of `tna check -f json`', async (t) => {
  const dir = scratch(t);
  for (const name of ['guide.md', 'biased.md']) cpSync(path.join(FIXTURES, name), path.join(dir, name));
  const config = { check: { rules: { diversity: 'error', 'top-concept-share': { severity: 'warning', max: 0.3 }, 'must-mention': { severity: 'error', concepts: ['bee'] } } } };
  writeJson(path.join(dir, 'tna.config.json'), config);
  const printed = await command(['check', '-f', 'json', 'guide.md', 'biased.md'], dir);
  assert.equal(printed.code, 1, printed.err + printed.out);
  const fromFile = await tna.check({ files: ['guide.md', 'biased.md'], cwd: dir });
  assert.equal(JSON.stringify(fromFile), JSON.stringify(JSON.parse(printed.out)));
  assert.ok(fromFile.summary.errors > 0);
  const { readFileSync } = await import('node:fs');
  const fromObject = await tna.check({ texts: ['guide.md', 'biased.md'].map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') })), config, inputFormat: 'markdown', cwd: tmpdir() });
  assert.deepEqual(fromObject, fromFile);
  await assert.rejects(tna.check({ files: ['guide.md'], config: { check: { rules: { diversity: 'sometimes' } } }, cwd: dir }), tna.BadInputError);
  await assert.rejects(tna.check({ files: ['nothing-*.md'], cwd: dir }), /No files match nothing-\*\.md/);
});

test('compare and dot answer as their commands do', async (t) => {
  const dir = scratch(t);
  writeFileSync(path.join(dir, 'a.txt'), RAIN);
  writeFileSync(path.join(dir, 'b.txt'), 'Rivers need rain.\nBees need flowers.\nFlowers need rain.');
  const compared = await tna.compare({ files: ['a.txt', 'b.txt'], mode: 'overlap', cwd: dir });
  const printedCompare = await command(['compare', '-m', 'overlap', '-f', 'json', 'a.txt', 'b.txt'], dir);
  assert.equal(printedCompare.code, 0, printedCompare.err);
  assert.equal(JSON.stringify(compared), JSON.stringify(JSON.parse(printedCompare.out)));
  assert.deepEqual(compared.entriesAndGraphOfContext.graph.networkGraph.nodes!.map((n) => n.key).sort(), ['rain', 'river']);
  const described = await tna.dot({ files: ['a.txt'], cwd: dir });
  const printedDot = await command(['dot', '-f', 'json', 'a.txt'], dir);
  assert.equal(JSON.stringify(described), JSON.stringify(JSON.parse(printedDot.out)));
  assert.match(described.graphKeywords, /rain/);
});

test('a store: save, list, read back and search saved graphs; a missing graph is a NotFoundError', async (t) => {
  const dir = scratch(t);
  const store = tna.openStore('graphs.db', { cwd: dir });
  t.after(() => store.close());
  assert.deepEqual(store.location, { kind: 'sqlite', path: path.join(dir, 'graphs.db') });
  const saved = await store.save('notes', { text: RAIN });
  assert.equal(saved.entriesAndGraphOfContext.graphName, 'notes');
  assert.deepEqual((await store.list()).map((g) => g.contextName), ['notes']);
  const back = await store.graph('notes');
  assert.deepEqual(back.entriesAndGraphOfContext.graph.networkGraph.nodes!.map((n) => n.key).sort(), saved.entriesAndGraphOfContext.graph.networkGraph.nodes!.map((n) => n.key).sort());
  const found = await store.search('bees');
  assert.ok(JSON.stringify(found).includes('Bees visit the farms.'));
  await assert.rejects(store.graph('missing'), tna.NotFoundError);
  // A saved graph named without a store says what is missing.
  await assert.rejects(tna.dot({ name: 'notes' }), (error: tna.TnaError) => error instanceof tna.BadInputError && error.field === 'store');
  assert.throws(() => tna.openStore(''), tna.BadInputError);
});

test('advice: the language model passed in as options; its failure is a ProviderError', async (t) => {
  const provider = await startFakeProvider();
  t.after(() => provider.stop());
  const answer = await tna.advice({ text: RAIN, languageModel: { baseURL: provider.baseURL, apiKey: 'sk-test', model: 'test-model', retries: 0 } });
  assert.match(answer.aiAdvice[0].text, /Advice from test-model/);
  assert.equal(provider.requests.length, 1);
  provider.script({ kind: 'status', status: 500, message: 'the model is down' });
  await assert.rejects(tna.advice({ text: RAIN, languageModel: { baseURL: provider.baseURL, apiKey: 'sk-test', retries: 0 } }), tna.ProviderError);
  // Without a model, and without an environment that names one, nothing is sent anywhere.
  const { error } = await outcome(() => tna.advice({ text: RAIN }));
  assert.ok(error instanceof tna.TnaError, String(error));
  assert.equal(provider.requests.length, 2);
});

test('the library writes nothing on stdout or stderr: not a note on a text in no supported script, not a failure, not a warning', () => {
  const library = new URL('../../src/lib/index.js', import.meta.url).href;
  const script = `
    const tna = await import(${JSON.stringify(library)});
    // Runic: a script no supported language is written in (the command notes it on a terminal).
    await tna.graph({ text: 'ᚠᛖᚺᚢ ᚱᚨᛁᚾ ᛞᚱᛁᚾᚲᛋ\\nᚱᚨᛁᚾ ᚠᛖᚺᚢ', aiTopics: true });
    await tna.graph({ text: 'one line '.repeat(80) });
    await tna.graph({ text: 'x', maxNodes: -1 }).catch(() => undefined);
    await tna.advice({ text: 'Trees need rain.' }).catch(() => undefined);
    process.stdout.write('done');
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  assert.equal(child.status, 0, child.stderr);
  assert.equal(child.stdout, 'done');
  assert.equal(child.stderr, '');
});
