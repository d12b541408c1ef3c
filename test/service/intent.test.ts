import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import { queryLanguage } from '../../src/core/text/query-language.js';
import { LocalService } from '../../src/service/local.js';
import { seedStopwords } from '../../src/service/intent-sources.js';
import { storeAt } from '../../src/store/provider.js';
import { tempStorePath } from '../store/helpers.js';

// Results as a search engine shows them for "heat pumps": what the web already says.
const RESULTS = [
  { title: 'How heat pumps work', url: 'https://www.energy.example/heat-pumps', snippet: 'A heat pump moves warmth from outdoor air into the house using electricity and a refrigerant cycle.' },
  { title: 'Heat pump installation cost', url: 'https://costs.example/heat-pump', snippet: 'Installation cost depends on the house, the insulation and the electricity tariff.' },
  { title: 'Air source heat pumps', url: 'https://www.energy.example/air-source', snippet: 'Outdoor air units draw warmth even in cold winter weather, with lower efficiency.' },
];
// What people ask about it: some of it answered above (cost, electricity), some not (noise, grants, neighbours).
const QUERIES = [
  { query: 'heat pump noise neighbours', source: 'related' },
  { query: 'heat pump grants government', source: 'related' },
  { query: 'are heat pumps noisy at night', source: 'question' },
  { query: 'heat pump installation cost', source: 'suggest' },
  { query: 'heat pump electricity cost winter', source: 'suggest' },
  { query: 'heat pumps', source: 'suggest' },
];
const service = new LocalService();
const offline = { searchQuery: 'heat pumps', searchResults: RESULTS, searchQueries: QUERIES };

const nodes = (r: { entriesAndGraphOfContext: { graph: { networkGraph: { nodes?: { key: string }[] } } } }) =>
  r.entriesAndGraphOfContext.graph.networkGraph.nodes!.map((n) => n.key);
const edges = (r: { entriesAndGraphOfContext: { graph: { networkGraph: { edges?: { source: string; target: string }[] } } } }) =>
  r.entriesAndGraphOfContext.graph.networkGraph.edges!.map((e) => [e.source, e.target].sort().join(' – '));
const isError = (status: number, field?: string, message?: RegExp) => (e: unknown) =>
  e instanceof ApiError && e.status === status && (field === undefined || e.field === field) && (message === undefined || message.test(e.message));

test('results graph: one statement per result, with its host, address and rank as categories', async () => {
  const r = await service.engineSearchResultsGraph({ doNotSave: true }, { searchQuery: 'heat pumps', searchResults: RESULTS });
  const statements = r.entriesAndGraphOfContext.statements;
  assert.equal(statements.length, 3);
  assert.equal(statements[0].content, 'How heat pumps work. A heat pump moves warmth from outdoor air into the house using electricity and a refrigerant cycle.');
  assert.deepEqual(statements[0].categories, ['energy.example', 'https://www.energy.example/heat-pumps', 'rank:1']);
  assert.deepEqual(statements[2].categories.at(-1), 'rank:3');
  assert.ok(r.entriesAndGraphOfContext.graph.networkGraph.attributes.nodes_to_statements_map, 'the map of nodes to statements, as E9 names it');
});

test('the words of the query are removed, as written and as concepts; keepSeedTerms keeps them', async () => {
  const removed = nodes(await service.engineSearchResultsGraph({ doNotSave: true }, { searchQuery: 'heat pumps', searchResults: RESULTS }));
  assert.ok(!removed.includes('heat') && !removed.includes('pump'), `no seed terms in ${removed.join(', ')}`);
  assert.ok(removed.includes('electricity'));
  const kept = nodes(await service.engineSearchResultsGraph({ doNotSave: true }, { searchQuery: 'heat pumps', searchResults: RESULTS, keepSeedTerms: true }));
  assert.ok(kept.includes('heat') && kept.includes('pump'));
  assert.deepEqual(seedStopwords({ searchQuery: 'Heat Pumps', stopwords: ['cycle'] }), ['cycle', 'heat', 'pumps', 'pump']);
});

test('the query\'s words are removed by lemma: "coffee brewing" removes brew, which "brewed" and "brews" become', async () => {
  const queries = ['how long is coffee brewed', 'coffee brewing temperature', 'brew ratio for filter coffee', 'cold brew coffee steep time', 'who brews the best espresso'];
  const r = await service.engineSearchIntentGraph({ doNotSave: true }, { searchQuery: 'coffee brewing', searchQueries: queries });
  const keys = nodes(r);
  assert.ok(!keys.includes('brew') && !keys.includes('brewing') && !keys.includes('coffee'), `no seed term in ${keys.join(', ')}`);
  assert.ok(keys.includes('temperature') && keys.includes('espresso'), keys.join(', '));
  assert.ok(seedStopwords({ searchQuery: 'coffee brewing' }).includes('brew'));
});

test('search-intent graph: one statement per distinct query, the query itself left out, sources as categories', async () => {
  const r = await service.engineSearchIntentGraph({ doNotSave: true }, { searchQuery: 'heat pumps', searchQueries: QUERIES });
  const statements = r.entriesAndGraphOfContext.statements;
  assert.deepEqual(statements.map((s) => s.content), QUERIES.slice(0, 5).map((q) => q.query));
  assert.deepEqual(statements.map((s) => s.categories), [['related'], ['related'], ['question'], ['suggest'], ['suggest']]);
  const related = await service.engineSearchIntentGraph({ doNotSave: true }, { searchQuery: 'heat pumps', searchQueries: QUERIES, keywordsSource: 'related' });
  assert.equal(related.entriesAndGraphOfContext.statements.length, 3, 'related keeps related searches and questions');
  const suggest = await service.engineSearchIntentGraph({ doNotSave: true }, { searchQuery: 'heat pumps', searchQueries: [...QUERIES, 'Heat  pump noise neighbours'], keywordsSource: 'suggest' });
  assert.deepEqual(suggest.entriesAndGraphOfContext.statements.map((s) => s.content), ['heat pump installation cost', 'heat pump electricity cost winter', 'Heat  pump noise neighbours']);
});

test('gaps (difference): relations people ask about that the results lack; a relation in both is absent', async () => {
  // Under the reference analysis, where cost and electricity lie too far apart in the results to be
  // related (the default one drops depends between them, and relates them there).
  const r = await service.engineSearchVsIntentGraph({ includeStatements: true }, { ...offline, analysis: 'reference' });
  assert.equal(r.compareMode, 'difference');
  const keys = nodes(r);
  const relations = edges(r);
  assert.ok(keys.includes('noise') && keys.includes('grant'), keys.join(', '));
  assert.ok(!relations.includes('cost – installation'), 'installation–cost is in the results, so it is no gap');
  // electricity and cost are both in the results but not related there: a gap relation between known concepts
  assert.ok(relations.includes('cost – electricity'), relations.join('; '));
  assert.deepEqual(r.contexts.map((c) => c.name), ['search results', 'search intent']);
  assert.ok(r.entriesAndGraphOfContext.statements.every((s) => s.id.startsWith('1_')), 'statements come from the intent side');
});

test('gaps (difference_nodes): only concepts the results never mention', async () => {
  const r = await service.engineSearchVsIntentGraph({ compareMode: 'difference_nodes' }, offline);
  const keys = nodes(r);
  const inResults = new Set(nodes(await service.engineSearchResultsGraph({ doNotSave: true, maxNodes: 'all' }, { searchQuery: 'heat pumps', searchResults: RESULTS })));
  assert.ok(keys.length > 0);
  for (const k of keys) assert.ok(!inResults.has(k), `${k} is in the results`);
  assert.ok(!keys.includes('cost') && !keys.includes('electricity'));
  assert.ok(keys.includes('noise'));
});

test('results and intent graphs are saved by default, replacing the graph of that name', async () => {
  const store = storeAt(tempStorePath('tna-intent-'));
  const local = new LocalService({ store });
  const first = await local.engineSearchResultsGraph({}, { searchQuery: 'heat pumps', searchResults: RESULTS });
  assert.equal(first.entriesAndGraphOfContext.graphName, 'search results: heat pumps');
  await local.engineSearchResultsGraph({}, { searchQuery: 'heat pumps', searchResults: RESULTS.slice(0, 2) });
  const list = await local.listGraphs({}, {});
  assert.deepEqual(list.map((g) => [g.contextName, g.contextType]), [['search results: heat pumps', 'ENGINE']]);
  const again = await local.graphAndStatements({}, { name: 'search results: heat pumps' });
  assert.equal(again.entriesAndGraphOfContext.statements.length, 2, 'the second search replaced the first');
  await local.engineSearchIntentGraph({}, { searchQuery: 'heat pumps', searchQueries: QUERIES, doNotAddGraph: true });
  assert.equal((await local.listGraphs({}, {})).length, 1, 'doNotAddGraph saves nothing');
});

test('bad input names the field', async () => {
  await assert.rejects(service.engineSearchResultsGraph({}, { searchQuery: '' } as never), isError(400, 'searchQuery'));
  await assert.rejects(service.engineSearchResultsGraph({ doNotSave: true }, { searchQuery: '   ', searchResults: RESULTS }), isError(400, 'searchQuery'));
  await assert.rejects(service.engineSearchResultsGraph({}, { searchQuery: 'q', importCountry: 'usa' }), isError(400, 'importCountry', /two-letter country/));
  await assert.rejects(service.engineSearchResultsGraph({}, { searchQuery: 'q', importLanguage: 'english' }), isError(400, 'importLanguage', /AUTO/));
  await assert.rejects(service.engineSearchResultsGraph({}, { searchQuery: 'q', resultPages: 11 }), isError(400, 'resultPages'));
  await assert.rejects(service.engineSearchResultsGraph({ doNotSave: true }, { searchQuery: 'q', searchResults: [{ url: 'https://a.example' }] }), isError(400, 'searchResults.0'));
  await assert.rejects(service.engineSearchIntentGraph({}, { searchQuery: 'q', keywordsSource: 'people' } as never), isError(400, 'keywordsSource', /related, suggest, both/));
  await assert.rejects(service.engineSearchIntentGraph({ doNotSave: true }, { searchQuery: 'heat pumps', searchQueries: ['Heat Pumps'] }), isError(400, 'searchQueries'));
  await assert.rejects(service.engineSearchVsIntentGraph({ compareMode: 'merge' } as never, offline), isError(400, 'compareMode'));
  // No provider configured and nothing supplied: one clear refusal, not a crash.
  await assert.rejects(service.engineSearchResultsGraph({ doNotSave: true }, { searchQuery: 'heat pumps' }), (e: unknown) => e instanceof ApiError && e.status >= 400);
});

test('a short query tells its language by its common words, else nothing', () => {
  assert.equal(queryLanguage('how does a heat pump work'), 'en');
  assert.equal(queryLanguage('wie funktioniert eine Wärmepumpe'), 'de');
  assert.equal(queryLanguage('солнечные панели'), 'ru');
  assert.equal(queryLanguage('solar panels'), undefined);
});

test('advice on each graph: the prompt says what the graph is, built on the graph of that view', async () => {
  const results = await service.intentAdvicePrompts('engineSearchResultsAiAdvice', { doNotSave: true }, { searchQuery: 'heat pumps', searchResults: RESULTS });
  assert.match(results[0].map((m) => m.content).join('\n'), /search results for a query/);
  const intent = await service.intentAdvicePrompts('engineSearchIntentAiAdvice', { doNotSave: true }, { searchQuery: 'heat pumps', searchQueries: QUERIES, requestMode: 'idea' });
  assert.match(intent[0].map((m) => m.content).join('\n'), /what people search for around a query/);
  const gaps = await service.intentAdvicePrompts('engineSearchVsIntentAiAdvice', { compareMode: 'difference_nodes' }, offline);
  const text = gaps[0].map((m) => m.content).join('\n');
  assert.match(text, /do not mention at all/);
  assert.match(text, /noise/);
  assert.doesNotMatch(text, /electricity/, 'a concept of the results is no gap');
  await assert.rejects(
    service.intentAdvicePrompts('engineSearchVsIntentAiAdvice', {}, { searchQuery: 'heat pumps', searchResults: RESULTS, searchQueries: ['heat pump electricity'] }),
    isError(400, 'searchQuery', /nothing to advise on/),
  );
});

test('fetchPages reads each page (its snippet where it cannot), and a server never reads addresses a request sent', async () => {
  const pages: Record<string, string[]> = { 'https://www.energy.example/heat-pumps': ['Refrigerant circulates through the compressor and the condenser.', 'The compressor needs electricity.'] };
  const readPage = async (url: string) => {
    if (!pages[url]) throw new Error('HTTP 404');
    return pages[url];
  };
  const local = new LocalService({ web: { readPage, readSuppliedPages: true } });
  const r = await local.engineSearchResultsGraph({ doNotSave: true }, { searchQuery: 'heat pumps', searchResults: RESULTS, fetchPages: true });
  const statements = r.entriesAndGraphOfContext.statements;
  assert.deepEqual(statements.slice(0, 2).map((s) => s.content), pages['https://www.energy.example/heat-pumps']);
  assert.deepEqual(statements[1].categories, ['energy.example', 'https://www.energy.example/heat-pumps', 'rank:1']);
  assert.equal(statements[2].content, `${RESULTS[1].title}. ${RESULTS[1].snippet}`, 'an unreadable page keeps its snippet');
  assert.equal(r.entriesAndGraphOfContext.warning, '2 of 3 pages could not be read; their titles and snippets were used instead');
  const server = new LocalService({ web: { readPage, readSuppliedPages: false } });
  await assert.rejects(server.engineSearchResultsGraph({ doNotSave: true }, { searchQuery: 'heat pumps', searchResults: RESULTS, fetchPages: true }), isError(400, 'fetchPages'));
});
