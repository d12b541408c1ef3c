// The analysis mode (`analysis`: default or reference) as a request field: which endpoints take
// it, what a bad value says, how it becomes the analysis options, and how a saved graph keeps it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ANALYSIS_MODES } from '../../src/core/analysis-mode.js';
import { ApiError } from '../../src/core/errors.js';
import { analyzeOptionsOf } from '../../src/service/analysis-request.js';
import { LocalService } from '../../src/service/local.js';
import { analyzeOptions, mergeSettings, requestedSettings } from '../../src/service/saved-settings.js';
import { graphBody, validate } from '../../src/service/schemas.js';
import { ENDPOINTS, type EndpointName } from '../../src/service/service.js';
import { storeAt } from '../../src/store/provider.js';
import { tempStorePath } from '../store/helpers.js';

const TEXT = 'Gardeners plant young trees in warm spring soil.\nOld trees shade the garden soil.\nRain feeds the garden and the trees.';

/** Every endpoint that analyzes text: each takes `analysis`; the others (a graph given, a list, a raw prompt) do not. */
const ANALYZING: EndpointName[] = [
  'graphAndStatements', 'graphAndAdvice', 'dotGraphFromText', 'search', 'compareGraphs', 'graphsAndAiAdvice',
  'engineSearchResultsGraph', 'engineSearchResultsAiAdvice', 'engineSearchIntentGraph', 'engineSearchIntentAiAdvice',
  'engineSearchVsIntentGraph', 'engineSearchVsIntentAiAdvice', 'aiSearch',
];

const shapeOf = (name: EndpointName) => (ENDPOINTS[name].body as unknown as { shape?: Record<string, unknown> }).shape ?? {};

test('the body field analysis: on every endpoint that analyzes text, and only there', () => {
  assert.deepEqual([...ANALYSIS_MODES], ['default', 'reference']);
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    assert.equal(Object.hasOwn(shapeOf(name), 'analysis'), ANALYZING.includes(name), `${name} ${ANALYZING.includes(name) ? 'takes' : 'does not take'} analysis`);
  }
});

test('an unknown analysis is a 400 naming the field and the allowed values; any case is the canonical value', () => {
  for (const name of ANALYZING) {
    assert.throws(
      () => validate(ENDPOINTS[name].body, { text: 'x', searchQuery: 'x', query: 'x', contexts: [{ text: 'a' }, { text: 'b' }], analysis: 'exact' }, 'body'),
      (e: unknown) => e instanceof ApiError && e.status === 400 && e.field === 'analysis' && e.message === 'analysis must be one of default, reference',
      name,
    );
  }
  assert.equal(validate(graphBody, { text: 'x', analysis: 'Reference' }, 'body').analysis, 'reference');
  assert.equal(validate(graphBody, { text: 'x' }, 'body').analysis, undefined);
});

test('analyzeOptionsOf: the request\'s analysis, else the default one', () => {
  assert.equal(analyzeOptionsOf({ analysis: 'reference' }, 150).analysis, 'reference');
  assert.equal(analyzeOptionsOf({ analysis: 'default' }, 150).analysis, 'default');
  assert.equal(analyzeOptionsOf({}, 150).analysis, 'default');
});

test('saved settings: a given analysis is kept (either mode), an absent one leaves the saved one', () => {
  assert.deepEqual(requestedSettings({ analysis: 'reference' }), { analysis: 'reference' });
  assert.deepEqual(requestedSettings({ analysis: 'default' }), { analysis: 'default' }, 'default given is a choice too: it switches a reference graph back');
  assert.deepEqual(requestedSettings({}), {});
  assert.equal(mergeSettings({ analysis: 'reference', language: 'en' }, requestedSettings({})).analysis, 'reference');
  assert.equal(mergeSettings({ analysis: 'reference' }, requestedSettings({ analysis: 'default' })).analysis, 'default');
  assert.equal(analyzeOptions({ analysis: 'reference' }, 150).analysis, 'reference');
  assert.equal(analyzeOptions({}, 150).analysis, 'default');
});

test('a saved graph keeps its analysis: text added later, and the graph read by name, are analysed the same way', async () => {
  const file = tempStorePath('tna-analysis-');
  const store = storeAt(file);
  const service = new LocalService({ store });
  const settingsOf = async (name: string) => (await (await store('read'))!.findGraph('anonymous', name))!.settings;
  try {
    await service.graphAndStatements({ doNotSave: false }, { name: 'garden', text: TEXT, analysis: 'reference' });
    assert.equal((await settingsOf('garden')).analysis, 'reference');
    await service.graphAndStatements({ doNotSave: false }, { name: 'garden', text: 'Rivers water the garden.' });
    assert.equal((await settingsOf('garden')).analysis, 'reference', 'added text without a mode keeps the graph\'s');
    await service.graphAndStatements({}, { name: 'garden' });
    assert.equal((await settingsOf('garden')).analysis, 'reference', 'reading a graph changes nothing');
    await service.graphAndStatements({ doNotSave: false }, { name: 'garden', text: 'Bees visit the garden.', analysis: 'default' });
    assert.equal((await settingsOf('garden')).analysis, 'default', 'a mode given on a save is the graph\'s from then on');
    await service.graphAndStatements({ doNotSave: false }, { name: 'plain', text: TEXT });
    assert.equal((await settingsOf('plain')).analysis, undefined, 'no mode asked, none kept: the default analysis');
    // search takes a mode too, over the one the graphs searched were saved with.
    const found = await service.search({}, { query: 'garden', analysis: 'reference' });
    assert.ok(found.entriesAndGraphOfContext.statements.length > 0);
    await assert.rejects(service.search({}, { query: 'garden', analysis: 'nope' as never }), (e: unknown) => e instanceof ApiError && e.field === 'analysis');
  } finally {
    await store.close();
  }
});

/** The concepts of a graph response, sorted. */
const concepts = (r: { entriesAndGraphOfContext: { graph: { networkGraph: { nodes?: { key: string }[] } } } }) =>
  (r.entriesAndGraphOfContext.graph.networkGraph.nodes ?? []).map((n) => n.key).sort();

test('every endpoint analyses in the mode asked: the same concepts as graphAndStatements in that mode', async () => {
  const service = new LocalService({});
  for (const analysis of ANALYSIS_MODES) {
    const graph = concepts(await service.graphAndStatements({ maxNodes: 0 }, { text: TEXT, analysis }));
    const dot = await service.dotGraphFromText({ includeGraph: true, maxNodes: 0 }, { text: TEXT, analysis });
    assert.deepEqual((dot.graph?.networkGraph.nodes ?? []).map((n) => n.key).sort(), graph, `dotGraphFromText, ${analysis}`);
    const compared = await service.compareGraphs({ maxNodes: 0, mode: 'merge' }, { contexts: [{ text: TEXT }, { text: TEXT }], analysis });
    assert.deepEqual(concepts(compared), graph, `compareGraphs, ${analysis}`);
    const results = await service.engineSearchResultsGraph(
      { doNotSave: true, maxNodes: 0 },
      { searchQuery: 'zzz', keepSeedTerms: true, searchResults: TEXT.split('\n').map((title) => ({ title })), analysis },
    );
    assert.deepEqual(concepts(results), graph, `engineSearchResultsGraph, ${analysis}`);
  }
});
