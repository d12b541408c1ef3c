import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { ApiError } from '../../src/core/errors.js';
import { LocalService } from '../../src/service/local.js';
import { hasMatches, type SearchResponse } from '../../src/service/search.js';
import { deleteGraphs, editGraphs, renameGraph } from '../../src/service/manage.js';
import { storeAt } from '../../src/store/provider.js';
import { tempStorePath } from '../store/helpers.js';

function setup(now?: () => Date) {
  const file = tempStorePath('tna-api-');
  const store = storeAt(file, now ? { now } : {});
  return { file, store, service: new LocalService({ store }) };
}

const isError = (status: number, field?: string, message?: RegExp) => (e: unknown) =>
  e instanceof ApiError && e.status === status && (field === undefined || e.field === field) && (message === undefined || message.test(e.message));

const keys = (r: { entriesAndGraphOfContext: { graph: { networkGraph: { nodes?: { key: string }[] } } } }) =>
  r.entriesAndGraphOfContext.graph.networkGraph.nodes!.map((n) => n.key);

/** A search response that found something, so that its graph can be read. */
function matched(response: SearchResponse) {
  assert.ok(hasMatches(response), 'expected matches');
  return response;
}

test('E1 doNotSave=false saves and answers graphName and graphUrl in the envelope and at top level', async () => {
  const { service, file } = setup(() => new Date('2024-05-01T10:00:00.000Z'));
  const text = 'Gardeners plant young trees in warm spring soil.\nOld trees shade the garden soil.';
  const unsaved = await service.graphAndStatements({}, { text, name: 'garden' });
  assert.equal(existsSync(file), false, 'doNotSave (the default) leaves no store behind');
  const saved = await service.graphAndStatements({ doNotSave: false }, { text, name: 'garden' });
  const env = saved.entriesAndGraphOfContext;
  assert.equal(env.graphName, 'garden');
  assert.equal(env.graphUrl, 'tna://graphs/anonymous/garden');
  assert.equal(saved.graphUrl, 'tna://graphs/anonymous/garden');
  assert.equal(saved.graphName, 'garden');
  assert.equal(saved.userName, 'anonymous');
  assert.equal(unsaved.graphName, undefined, 'graphName only for a saved graph');
  assert.equal(saved.isPublic, false);
  assert.deepEqual(keys(saved), keys(unsaved), 'the same graph as without saving');
  assert.deepEqual(env.statements.map((s) => [s.id, s.timestamp, s.by, s.name]), [
    ['0', '2024-05-01T10:00:00.000Z', 'anonymous', 'garden'],
    ['1', '2024-05-01T10:00:00.000Z', 'anonymous', 'garden'],
  ], 'a saved statement without a timestamp shows when it was saved');
  assert.ok(unsaved.entriesAndGraphOfContext.statements.every((s) => s.timestamp === undefined), 'unsaved output invents no date');
  const url = await service.graphAndStatements({ doNotSave: false }, { text: 'Cities grow', name: 'my notes/2024 ü', userName: 'ann b' });
  assert.equal(url.graphUrl, 'tna://graphs/ann%20b/my%20notes%2F2024%20%C3%BC');
});

test('E1 appends to a saved graph (ids continue), replaces with replace=true, and retrieves it by name', async () => {
  const { service } = setup();
  await service.graphAndStatements({ doNotSave: false }, { name: 'notes', text: 'Rivers feed farms.\nFarms feed cities.' });
  const appended = await service.graphAndStatements({ doNotSave: false }, { name: 'notes', statements: ['Cities burn coal.', 'Coal heats homes.'], timestamps: ['2021-01-01', null] });
  const env = appended.entriesAndGraphOfContext;
  assert.deepEqual(env.statements.map((s) => s.id), ['0', '1', '2', '3']);
  assert.equal(env.statements[2].timestamp, '2021-01-01T00:00:00.000Z');
  assert.ok(keys(appended).includes('coal') && keys(appended).includes('river'));
  assert.deepEqual(env.graph.networkGraph.attributes.nodes_to_statements_map!.coal, ['2', '3']);

  const retrieved = await service.graphAndStatements({}, { name: 'notes' });
  assert.deepEqual(retrieved, appended, 'retrieval analyzes exactly what was saved');
  const again = await service.graphAndStatements({}, { name: ' notes ' });
  assert.deepEqual(again, retrieved, 'names are trimmed; retrieval is deterministic');

  const replaced = await service.graphAndStatements({ doNotSave: false, replace: true }, { name: 'notes', text: 'Bees pollinate flowers.' });
  assert.deepEqual(replaced.entriesAndGraphOfContext.statements.map((s) => [s.id, s.content]), [['0', 'Bees pollinate flowers.']]);
  assert.deepEqual(keys(await service.graphAndStatements({}, { name: 'notes' })), keys(replaced));
});

test('E1 by name: a saved graph keeps its settings; a request changes them only with non-default values', async () => {
  const { service } = setup();
  const text = '#solar panels cut #energy bills\nwind farms and solar parks';
  const saved = await service.graphAndStatements({ doNotSave: false }, { name: 'tags', text, contextSettings: { partOfSpeechToProcess: 'HASHTAGS_ONLY' }, stopwords: ['bills'] });
  assert.deepEqual(keys(saved).sort(), ['energy', 'solar']);
  const cliLike = { name: 'tags', language: 'auto' as const, modifyAnalyzedText: 'none' as const, replaceEntities: true, contextSettings: { partOfSpeechToProcess: 'HASHTAGS_AND_WORDS' as const } };
  assert.deepEqual(keys(await service.graphAndStatements({}, cliLike)).sort(), ['energy', 'solar'], 'defaults sent by a front door do not undo saved settings');
  const words = await service.graphAndStatements({}, { name: 'tags', contextSettings: { partOfSpeechToProcess: 'WORDS_IF_NO_HASHTAGS' } });
  assert.ok(keys(words).includes('wind'), 'a non-default setting in the request applies');
  assert.ok(!keys(words).includes('bill'), 'saved stopwords still apply');
});

test('E1 errors: unknown name 404, name required to save, replace only when saving, empty or concept-less text saves nothing', async () => {
  const { service, file } = setup();
  await assert.rejects(service.graphAndStatements({}, { name: 'nothing-here' }), isError(404, 'name', /no saved graph named "nothing-here"/));
  assert.equal(existsSync(file), false, 'a retrieval never creates the store');
  await assert.rejects(service.graphAndStatements({ doNotSave: false }, { text: 'trees grow' }), isError(400, 'name', /name is required/));
  await assert.rejects(service.graphAndStatements({ replace: true }, { text: 'trees grow', name: 'x' }), isError(400, 'replace', /replace needs doNotSave=false/));
  await assert.rejects(service.graphAndStatements({ doNotSave: false, replace: true }, { name: 'x' }), isError(400, 'text'));
  await assert.rejects(service.graphAndStatements({ doNotSave: false }, { text: ' \n ', name: 'x' }), isError(400, 'text', /text is empty/));
  await assert.rejects(service.graphAndStatements({ doNotSave: false }, { text: 'the and of it', name: 'x' }), isError(400, 'text', /no concepts left/));
  await assert.rejects(service.graphAndStatements({}, { name: 'x' }), isError(404), 'the concept-less save was rolled back');
  await service.graphAndStatements({ doNotSave: false }, { text: 'rivers flow', name: 'x' });
  await assert.rejects(service.graphAndStatements({ doNotSave: false }, { text: 'the and of it', name: 'x', language: 'en', stopwords: ['river', 'flow'] }), isError(400));
  assert.equal((await service.graphAndStatements({}, { name: 'x' })).entriesAndGraphOfContext.statements.length, 1, 'a failed append changed nothing');
  await assert.rejects(service.graphAndStatements({ doNotSave: false }, { text: 'a', name: '   ' }), isError(400, 'name', /must not be empty/));
  await assert.rejects(service.graphAndStatements({ doNotSave: false }, { text: 'a', name: 'bad\u0007name' }), isError(400, 'name', /control characters/));
});

test('owners: another user sees a graph only once it is public, and cannot change it', async () => {
  const { service, store } = setup();
  await service.graphAndStatements({ doNotSave: false }, { name: 'plans', text: 'Alice plans gardens.', userName: 'alice' });
  await assert.rejects(service.graphAndStatements({}, { name: 'plans', userName: 'bob' }), isError(404, 'name', /for user "bob"/));
  assert.deepEqual(await service.listGraphs({}, { userName: 'bob' }), []);
  await editGraphs(store, 'alice', ['plans'], { isPublic: true });
  const seen = await service.graphAndStatements({}, { name: 'plans', userName: 'bob' });
  assert.equal(seen.userName, 'alice');
  assert.equal(seen.isPublic, true);
  assert.deepEqual((await service.listGraphs({}, { userName: 'bob' })).map((g) => [g.userName, g.contextName]), [['alice', 'plans']]);
  await assert.rejects(deleteGraphs(store, 'bob', ['plans']), isError(404));
  await assert.rejects(editGraphs(store, 'bob', ['plans'], { favorite: true }), isError(404));
  // bob saving under the same name makes his own graph
  await service.graphAndStatements({ doNotSave: false }, { name: 'plans', text: 'Bob plans trips.', userName: 'bob' });
  assert.equal((await service.graphAndStatements({}, { name: 'plans', userName: 'bob' })).userName, 'bob');
  assert.equal((await service.graphAndStatements({}, { name: 'plans', userName: 'alice' })).entriesAndGraphOfContext.statements[0].content, 'Alice plans gardens.');
});

test('E5 listGraphs: our entry shape, counts, and filters with commas as OR', async () => {
  let now = new Date('2024-05-01T08:00:00.000Z');
  const { service, store, file } = setup(() => now);
  assert.deepEqual(await service.listGraphs({}, {}), []);
  assert.equal(existsSync(file), false, 'listing never creates the store');
  await service.graphAndStatements({ doNotSave: false }, { name: 'rivers', text: 'Rivers feed farms.\nFarms feed cities.\nRivers feed farms.', contextType: 'STANDARD' });
  now = new Date('2024-05-02T23:59:00.000Z');
  await service.graphAndStatements({ doNotSave: false }, { name: 'tweets', statements: ['Solar is cheap', 'Wind is cheaper'], contextType: 'CSV' });
  now = new Date('2024-05-03T00:00:00.000Z');
  await service.graphAndStatements({ doNotSave: false }, { name: 'Flüsse', text: 'Die Flüsse fließen durch die Täler, und die Städte wachsen an den Ufern der großen Ströme. Im Sommer sind die Wiesen grün und die Bauern arbeiten auf den Feldern, bis die Sonne untergeht.', contextType: 'ENGINE' });
  await editGraphs(store, undefined, ['tweets'], { favorite: true, description: 'Energy talk' });
  const all = await service.listGraphs({}, {});
  assert.deepEqual(all.map((g) => g.contextName), ['Flüsse', 'tweets', 'rivers']);
  // Three concepts: river, farm, city (feed, only ever a verb there, is none).
  assert.deepEqual(all[2], {
    contextName: 'rivers', description: '', contextType: 'STANDARD', createdAt: '2024-05-01T08:00:00.000Z', updatedAt: '2024-05-01T08:00:00.000Z',
    language: 'en', favorite: false, isPublic: false, statementCount: 3, nodeCount: 3, userName: 'anonymous',
  });
  assert.equal(all[0].language, 'de');
  const names = async (body: Record<string, unknown>) => (await service.listGraphs({}, body)).map((g) => g.contextName);
  assert.deepEqual(await names({ type: 'csv,engine' }), ['Flüsse', 'tweets']);
  assert.deepEqual(await names({ query: 'energy,RIVER' }), ['tweets', 'rivers'], 'name or description');
  assert.deepEqual(await names({ language: 'de' }), ['Flüsse']);
  assert.deepEqual(await names({ favorite: true }), ['tweets']);
  assert.deepEqual(await names({ favorite: 'false' }), ['Flüsse', 'rivers']);
  assert.deepEqual(await names({ toDate: '2024-05-02' }), ['tweets', 'rivers'], 'a date alone covers the whole day');
  assert.deepEqual(await names({ fromDate: '2024-05-02', toDate: '2024-05-02T23:59:30Z' }), ['tweets']);
  assert.deepEqual(await names({ fromDate: '2024-05-03T00:00:00' }), ['Flüsse']);
  await assert.rejects(service.listGraphs({}, { fromDate: '2024-13-01' }), isError(400, 'fromDate', /must be an ISO date/));
  await assert.rejects(service.listGraphs({}, { fromDate: '2024-05-03', toDate: '2024-05-01' }), isError(400, 'fromDate'));
});

test('E6 search: the matching statements, most relevant first, and the graph they make', async () => {
  const { service, store } = setup();
  await service.graphAndStatements({ doNotSave: false }, { name: 'water', text: [
    'Rain falls on farms and rain fills rivers.',
    'Farmers watch the sky for rain.',
    'Mountains hold snow.',
    'Climate change shifts the rain season.',
  ].join('\n') });
  await service.graphAndStatements({ doNotSave: false }, { name: 'energy', text: 'Climate policy moves energy markets.\nSolar power grows fast.' });
  await service.graphAndStatements({ doNotSave: false }, { name: 'elsewhere', text: 'Rain in the forest.', userName: 'carol' });

  const r = matched(await service.search({}, { query: 'rain' }));
  const env = r.entriesAndGraphOfContext;
  assert.deepEqual(env.statements.map((s) => s.id), ['water:0', 'water:1', 'water:3'], 'only own graphs by default; rain twice ranks first');
  assert.deepEqual(env.statements.map((s) => [s.name, s.by]), [['water', 'anonymous'], ['water', 'anonymous'], ['water', 'anonymous']]);
  assert.ok(keys(r).includes('rain') && !keys(r).includes('mountain') && !keys(r).includes('solar'), 'the graph holds only what matched');
  assert.deepEqual(env.graph.networkGraph.attributes.nodes_to_statements_map!.rain, ['water:0', 'water:1', 'water:3']);
  assert.equal(r.graphUrl, undefined);
  assert.equal(r.contexts, undefined);

  const both = await service.search({}, { query: 'climate', showContexts: true });
  assert.deepEqual(both.entriesAndGraphOfContext.statements.map((s) => s.id).sort(), ['energy:0', 'water:3']);
  assert.deepEqual(both.contexts, [{ contextName: 'energy', userName: 'anonymous', matches: 1 }, { contextName: 'water', userName: 'anonymous', matches: 1 }]);
  assert.deepEqual(both.entriesAndGraphOfContext.graphNames, ['energy', 'water'], 'the graphs the matches came from, as contexts orders them');
  assert.deepEqual(both.entriesAndGraphOfContext.graphUrls, [null, null], 'on this machine no graph has an address');
  const linked = await service.search({}, { query: 'climate' }, { graphLink: (owner, name) => `https://tna.example/api/v1/graphs/${owner}/${name}` });
  assert.deepEqual(linked.entriesAndGraphOfContext.graphUrls, ['https://tna.example/api/v1/graphs/anonymous/energy', 'https://tna.example/api/v1/graphs/anonymous/water']);
  assert.deepEqual((await service.search({}, { query: 'climate', contextNames: 'energy' })).entriesAndGraphOfContext.statements.map((s) => s.id), ['energy:0']);
  assert.deepEqual((await service.search({}, { query: '"climate change"' })).entriesAndGraphOfContext.statements.map((s) => s.id), ['water:3']);
  assert.deepEqual((await service.search({}, { query: 'farm*' })).entriesAndGraphOfContext.statements.map((s) => s.id).sort(), ['water:0', 'water:1']);
  assert.deepEqual((await service.search({}, { query: 'rain NOT farms' })).entriesAndGraphOfContext.statements.map((s) => s.id).sort(), ['water:1', 'water:3']);
  assert.equal(matched(await service.search({}, { query: 'rain', maxNodes: 2 })).entriesAndGraphOfContext.graph.networkGraph.nodes!.length, 2);
  assert.equal((await service.search({}, { query: 'rain', limit: 1 })).entriesAndGraphOfContext.statements.length, 1);
  const compact = matched(await service.search({ compactStatements: true, includeGraphSummary: true }, { query: 'rain' }));
  assert.deepEqual(Object.keys(compact.entriesAndGraphOfContext.statements[0]).sort(), ['categories', 'content', 'id', 'topStatementCommunity', 'topStatementOfCommunity']);
  assert.match(compact.entriesAndGraphOfContext.graphSummary!, /<MainConcepts>/);

  // Text FTS5 cannot parse is searched as plain words.
  assert.deepEqual((await service.search({}, { query: 'sky-for "rain' })).entriesAndGraphOfContext.statements.map((s) => s.id), ['water:1']);
  // Nothing matched: no graph, so no summary and no diversity verdict.
  const none = await service.search({}, { query: 'volcano', showContexts: true });
  assert.equal(hasMatches(none), false);
  assert.deepEqual(none, {
    entriesAndGraphOfContext: { statements: [], userName: 'anonymous', isPublic: false, graphNames: [], graphUrls: [] },
    userName: 'anonymous',
    isPublic: false,
    contexts: [],
  });

  await assert.rejects(service.search({}, { query: 'rain', contextNames: 'water,nope' }), isError(404, 'contextNames', /"nope"/));
  await assert.rejects(service.search({}, { query: '  ' }), isError(400, 'query', /query is empty/));
  await assert.rejects(service.search({}, {} as never), isError(400, 'query', /query must be a string/));

  await editGraphs(store, 'carol', ['elsewhere'], { isPublic: true });
  const theirs = await service.search({}, { query: 'rain', contextNames: 'water,elsewhere', showContexts: true });
  assert.ok(theirs.entriesAndGraphOfContext.statements.some((s) => s.id === 'carol/elsewhere:0' && s.by === 'carol' && s.name === 'elsewhere'));
  assert.deepEqual(theirs.contexts!.map((c) => [c.userName, c.contextName, c.matches]), [['anonymous', 'water', 3], ['carol', 'elsewhere', 1]]);
});

test('languages: a saved graph keeps the language it was analysed in, and search finds any form of a word in it', async () => {
  const { service } = setup();
  const german = 'Die Dateien liegen im Verzeichnis des Benutzers.\nAlle Dateien des Benutzers liegen zwischen den Verzeichnissen.';
  const saved = await service.graphAndStatements({ doNotSave: false }, { name: 'dateien', text: german });
  assert.equal(saved.entriesAndGraphOfContext.language, 'de');
  assert.ok(keys(saved).includes('dateien') && !keys(saved).includes('datei'), 'one concept for Datei and Dateien, shown as the text writes it');
  // Retrieved by name, it is German still, though a few lines of it alone might read otherwise.
  assert.equal((await service.graphAndStatements({}, { name: 'dateien' })).entriesAndGraphOfContext.language, 'de');
  await service.graphAndStatements({ doNotSave: false }, { name: 'droits', text: "Les droits de l'homme sont universels.\nChaque personne a des droits et des libertés." });

  assert.deepEqual(matched(await service.search({}, { query: 'datei' })).entriesAndGraphOfContext.statements.map((s) => s.id), ['dateien:0', 'dateien:1']);
  assert.deepEqual(matched(await service.search({}, { query: 'Verzeichnis' })).entriesAndGraphOfContext.statements.map((s) => s.id).sort(), ['dateien:0', 'dateien:1']);
  assert.deepEqual(matched(await service.search({}, { query: 'droit' })).entriesAndGraphOfContext.statements.map((s) => s.id).sort(), ['droits:0', 'droits:1']);
  assert.deepEqual(matched(await service.search({}, { query: 'liberté' })).entriesAndGraphOfContext.statements.map((s) => s.id), ['droits:1']);
  // FTS5's own syntax is left as written.
  assert.equal(hasMatches(await service.search({}, { query: '"datei"' })), false);
});

test('E6 with no store yet answers an empty result and creates nothing', async () => {
  const { service, file } = setup();
  const r = await service.search({}, { query: 'anything' });
  assert.deepEqual(r.entriesAndGraphOfContext.statements, []);
  await assert.rejects(service.search({}, { query: 'anything', contextNames: 'x' }), isError(404));
  assert.equal(existsSync(file), false);
});

test('managing graphs: delete (all names must exist), rename (new name must be free), edit', async () => {
  const { service, store } = setup();
  for (const name of ['a', 'b', 'c']) await service.graphAndStatements({ doNotSave: false }, { name, text: `${name} rivers flow` });
  await assert.rejects(deleteGraphs(store, undefined, ['a', 'missing']), isError(404, 'name', /"missing"/));
  assert.equal((await service.listGraphs({}, {})).length, 3, 'nothing deleted when one name is unknown');
  assert.deepEqual(await deleteGraphs(store, undefined, ['a', 'b']), [{ name: 'a', statements: 1 }, { name: 'b', statements: 1 }]);
  assert.deepEqual((await service.listGraphs({}, {})).map((g) => g.contextName), ['c']);
  assert.deepEqual((await service.search({}, { query: 'rivers' })).entriesAndGraphOfContext.statements.map((s) => s.id), ['c:0'], 'deleted statements leave the index');
  await service.graphAndStatements({ doNotSave: false }, { name: 'd', text: 'd lakes' });
  await assert.rejects(renameGraph(store, undefined, 'c', 'd'), isError(400, 'name', /already exists/));
  assert.deepEqual(await renameGraph(store, undefined, 'c', 'e'), { from: 'c', to: 'e' });
  assert.equal((await service.graphAndStatements({}, { name: 'e' })).entriesAndGraphOfContext.graphUrl, 'tna://graphs/anonymous/e');
  await assert.rejects(service.graphAndStatements({}, { name: 'c' }), isError(404));
  const [edited] = await editGraphs(store, undefined, ['e'], { description: 'renamed rivers', favorite: true });
  assert.equal(edited.description, 'renamed rivers');
  assert.equal(edited.favorite, true);
  await assert.rejects(editGraphs(store, undefined, ['e'], {}), isError(400, undefined, /nothing to change/));
  await assert.rejects(editGraphs(store, undefined, ['e'], { description: 'x'.repeat(2001) }), isError(400, 'description'));
});

test('savedStatements gives other endpoints (E3, E7) a saved graph by name', async () => {
  const { service } = setup();
  assert.equal(await service.savedStatements('g', 'anonymous'), undefined);
  await service.graphAndStatements({ doNotSave: false }, { name: 'g', statements: ['one tree', 'two trees'], categories: [['x'], null] });
  const statements = await service.savedStatements('g', 'anonymous');
  assert.deepEqual(statements?.map((s) => [s.id, s.content, s.categories]), [['0', 'one tree', ['x']], ['1', 'two trees', []]]);
  assert.equal(await service.savedStatements('g', 'someone-else'), undefined);
});

test('text that cannot be stored and read back exactly (a lone surrogate) is refused, naming the field', async () => {
  const { service, store } = setup();
  const lone = '\ud800';
  const cases: Array<[Record<string, unknown>, Record<string, unknown>, string]> = [
    [{ doNotSave: false }, { name: lone, text: 'rivers feed farms.' }, 'name'],
    [{ doNotSave: false }, { name: `notes ${lone}`, text: 'rivers feed farms.' }, 'name'],
    [{ doNotSave: false }, { name: 'notes', text: 'rivers feed farms.', userName: `ann${lone}` }, 'userName'],
    [{ doNotSave: false }, { name: 'notes', text: `rivers ${lone} feed farms.` }, 'text'],
    [{ doNotSave: false }, { name: 'notes', statements: ['rivers feed farms.', `farms ${lone}`] }, 'statements.1'],
    [{ doNotSave: false }, { name: 'notes', statements: ['rivers feed farms.'], categories: [['ok', `x${lone}`]] }, 'categories.0'],
    [{ doNotSave: false }, { name: 'notes', text: 'rivers feed farms.', contextType: lone }, 'contextType'],
  ];
  for (const [query, body, field] of cases) {
    await assert.rejects(service.graphAndStatements(query, body), isError(400, field, /lone UTF-16 surrogate/), field);
  }
  assert.deepEqual(await service.listGraphs({}, {}), [], 'nothing was saved');
  // A surrogate pair (an emoji) is valid Unicode: saved and read back exactly.
  const emoji = 'notes 🌧️';
  await service.graphAndStatements({ doNotSave: false }, { name: emoji, text: 'rain 🌧️ feeds rivers.' });
  assert.deepEqual((await service.listGraphs({}, {})).map((g) => g.contextName), [emoji]);
  assert.equal((await service.graphAndStatements({}, { name: emoji })).graphName, emoji);
  await assert.rejects(editGraphs(store, undefined, [emoji], { description: `a${lone}` }), isError(400, 'description', /lone UTF-16 surrogate/));
});

test('a request with only a name is answered about the name, not about text', async () => {
  const { service } = setup();
  for (const [name, message] of [
    ['x'.repeat(10_000), /^name must be at most 200 characters$/],
    ['\u0000', /^name must not contain control characters$/],
    [' ', /^name must not be empty/],
    ['missing', /^no saved graph named "missing"/],
  ] as const) {
    await assert.rejects(service.graphAndStatements({}, { name }), isError(name === 'missing' ? 404 : 400, 'name', message));
  }
  await assert.rejects(service.graphAndStatements({ doNotSave: false }, {}), isError(400, 'text', /^text is required/));
});
