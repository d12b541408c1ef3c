import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LocalService } from '../../src/service/local.js';
import { ApiError } from '../../src/core/errors.js';
import type { ModelConfig } from '../../src/ai/client.js';
import { analyze, type Analysis } from '../../src/core/analyze.js';
import type { Cluster } from '../../src/core/graph/clusters.js';
import type { AnalysisMode } from '../../src/core/analysis-mode.js';
import { analyzeOptionsOf, DEFAULT_MAX_NODES } from '../../src/service/analysis-request.js';
import { toStatements } from '../../src/core/text/statements.js';
import { clusterName } from '../../src/report/views.js';
import { CREATED, startFakeProvider, TOTAL_TOKENS, type FakeProvider, type RecordedRequest, modelFor } from '../ai/fake-provider.js';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url), 'utf8');
const topicsText = fixture('topics.txt');

let provider: FakeProvider;
before(async () => {
  provider = await startFakeProvider();
});
after(() => provider.stop());
beforeEach(() => {
  provider.reset();
  provider.answer = namingOrAdvice;
});

/** Names clusters "Topic <first concept>" when asked to name them; otherwise a fixed advice text. */
function namingOrAdvice(r: RecordedRequest): string {
  const [system, user] = r.body.messages ?? [];
  if (!system?.content.includes('You name the topical clusters')) return 'A question that bridges the gap?';
  const names: Record<string, string> = {};
  for (const line of user.content.split('\n')) {
    const m = /^(\d+): ([^,]+)/.exec(line);
    if (m) names[m[1]] = `Topic ${m[2]}`;
  }
  return '```json\n' + JSON.stringify(names) + '\n```';
}

const model = (overrides: Partial<ModelConfig> = {}) => modelFor(provider, overrides);
const service = (overrides: Partial<ModelConfig> = {}) => new LocalService({ languageModel: model(overrides) });

function analysisOf(text: string, analysis?: AnalysisMode): Analysis {
  return analyze(toStatements({ text }), analyzeOptionsOf({ analysis }, DEFAULT_MAX_NODES));
}

/**
 * The fixtures' shapes the tests below choose by (topics.txt dispersed into five clusters with
 * several gaps, focused.txt focused, biased.txt biased) are the reference analysis's: these read
 * the fixture, and ask for advice on it, under that analysis.
 */
const referenceOf = (text: string) => analysisOf(text, 'reference');
const adviceInReference = (query: Record<string, unknown>, body: Record<string, unknown>, text = topicsText) => adviceFor(query, { analysis: 'reference', ...body }, text);

const userMessage = (r: RecordedRequest) => r.body.messages!.at(-1)!.content;
const section = (content: string, tag: string) => new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(content)?.[1];
/** The topic names the prompt's <Topics> section lists. */
const topicsIn = (content: string) => (section(content, 'Topics') ?? '').split('\n').map((l) => l.replace(/^\d+\. /, '').replace(/:.*$/, ''));

async function adviceFor(query: Record<string, unknown>, body: Record<string, unknown>, text = topicsText) {
  provider.reset();
  provider.answer = namingOrAdvice;
  const response = await service().graphAndAdvice(query, { text, ...body });
  return { response, requests: [...provider.requests] };
}

test('each optimize mode builds the prompt from its own part of the graph, and the parts differ', async () => {
  const analysis = referenceOf(topicsText);
  const name = (c: Cluster) => clusterName(analysis, c);
  const topics = analysis.clusters.filter((c) => c.nodes.length >= 2);
  assert.equal(analysis.diversity.diversity_score, 'dispersed', 'the fixture is a dispersed graph');
  assert.ok(analysis.gaps.length >= 2 && topics.length >= 4, 'the fixture has separate topics and several gaps');

  const expected: Record<string, string[]> = {
    develop: analysis.clusters.map(name),
    reinforce: analysis.clusters.slice(0, 2).map(name),
    gaps: [name(analysis.gaps[0].from), name(analysis.gaps[0].to)],
    latent: topics.slice(-2).map(name),
    imagine: topics.slice(-2).map(name),
  };
  const seen: Record<string, string> = {};
  for (const [optimize, names] of Object.entries(expected)) {
    const { requests } = await adviceInReference({ optimize }, {});
    assert.equal(requests.length, 1);
    const content = userMessage(requests[0]);
    assert.deepEqual(topicsIn(content), names, `${optimize}: the topics of the prompt`);
    seen[optimize] = topicsIn(content).join('|');
  }
  // The parts really differ, so the test above could tell a wrong selection.
  for (const a of ['develop', 'reinforce', 'gaps', 'latent']) {
    for (const b of ['develop', 'reinforce', 'gaps', 'latent']) if (a < b) assert.notEqual(seen[a], seen[b], `${a} vs ${b}`);
  }

  // gaps: the gap shows as such; gap is the same as gaps; gapDepth picks a deeper gap.
  const gaps = userMessage((await adviceInReference({ optimize: 'gap' }, {})).requests[0]);
  assert.match(section(gaps, 'Gap')!, new RegExp(`^${expected.gaps[0]} <-> ${expected.gaps[1]}`));
  const deeper = userMessage((await adviceInReference({ optimize: 'gaps', gapDepth: 1 }, {})).requests[0]);
  assert.deepEqual(topicsIn(deeper), [name(analysis.gaps[1].from), name(analysis.gaps[1].to)]);

  // imagine: entry points are the nodes of highest bc / degree inside the least represented clusters.
  const pool = topics.slice(-2).flatMap((c) => c.nodes).filter((i) => analysis.graph.degree[i] > 0);
  const ratio = (i: number) => analysis.bc[i] / analysis.graph.degree[i];
  const best = pool.reduce((a, b) => (ratio(b) > ratio(a) ? b : a));
  const imagine = userMessage((await adviceInReference({ optimize: 'imagine' }, {})).requests[0]);
  const entryPoints = section(imagine, 'EntryPoints')!.split(', ');
  assert.equal(entryPoints[0], analysis.graph.names[best]);
  for (const e of entryPoints) assert.ok(pool.some((i) => analysis.graph.names[i] === e), `${e} lies in a least represented cluster`);
  assert.equal(section(userMessage((await adviceInReference({ optimize: 'latent' }, {})).requests[0]), 'EntryPoints'), undefined);

  // A topic outside the focus stays out of it: the gap prompt lists no concept of an unselected cluster.
  const outside = analysis.clusters.find((c) => !expected.gaps.includes(name(c)))!;
  assert.ok(!section(gaps, 'Topics')!.includes(analysis.graph.names[outside.nodes[0]]));
});

test('optimize=auto (and optimize) choose by the diversity score: dispersed → reinforce, focused → gaps, biased → latent', async () => {
  const cases: Array<[string, string, (a: Analysis) => string[]]> = [
    ['topics.txt', 'dispersed', (a) => a.clusters.slice(0, 2).map((c) => clusterName(a, c))],
    ['focused.txt', 'focused', (a) => [clusterName(a, a.gaps[0].from), clusterName(a, a.gaps[0].to)]],
    ['biased.txt', 'biased', (a) => a.clusters.slice(-2).map((c) => clusterName(a, c))],
  ];
  for (const [file, score, expected] of cases) {
    const text = fixture(file);
    const analysis = referenceOf(text);
    assert.equal(analysis.diversity.diversity_score, score, `${file} is ${score}`);
    for (const optimize of ['auto', 'optimize']) {
      const { requests } = await adviceInReference({ optimize }, {}, text);
      assert.deepEqual(topicsIn(userMessage(requests[0])), expected(analysis), `${file} ${optimize}`);
    }
  }
  // Without optimize, bridging modes look at the gap and summaries at every topic.
  const analysis = referenceOf(topicsText);
  assert.equal(topicsIn(userMessage((await adviceInReference({}, { requestMode: 'idea' })).requests[0])).length, 2);
  assert.equal(topicsIn(userMessage((await adviceInReference({}, { requestMode: 'summary' })).requests[0])).length, analysis.clusters.length);
});

test('every requestMode asks for its own kind of output; modes that answer a message need a prompt', async () => {
  const modes = ['question', 'idea', 'develop', 'fact', 'chat', 'challenge', 'response', 'gptchat', 'summary', 'graph summary', 'reprompt', 'paraphrase', 'outline', 'custom', 'transcend'];
  const instructions = new Set<string>();
  for (const requestMode of modes) {
    const { response, requests } = await adviceFor({}, { requestMode, prompt: 'How do gardens relate to money?' });
    assert.equal(response.aiAdvice.length, 1);
    const content = userMessage(requests[0]);
    const first = content.split('\n')[0];
    instructions.add(first);
    assert.ok(content.includes('How do gardens relate to money?'), `${requestMode}: the user's prompt goes along`);
    assert.ok(section(content, 'Topics'), `${requestMode}: the graph goes along`);
  }
  assert.equal(instructions.size, modes.length, 'one distinct instruction per mode');
  const custom = userMessage((await adviceFor({}, { requestMode: 'custom', prompt: 'List three risks.' })).requests[0]);
  assert.match(custom, /^List three risks\.\n/);

  for (const requestMode of ['chat', 'response', 'gptchat', 'reprompt', 'custom']) {
    await assert.rejects(service().graphAndAdvice({}, { text: topicsText, requestMode }), (e: ApiError) => {
      assert.equal(e.status, 400);
      assert.equal(e.field, 'prompt');
      assert.match(e.message, new RegExp(`^prompt is required when requestMode is ${requestMode}`));
      return true;
    });
  }
  await assert.rejects(service().graphAndAdvice({}, { text: topicsText, requestMode: 'poem' }), /requestMode must be one of question, idea/);
  await assert.rejects(service().graphAndAdvice({ optimize: 'best' }, { text: topicsText }), /optimize must be one of develop, reinforce/);
});

test('systemPrompt, promptChatContext, transcend, modelToUse and the reply language reach the request', async () => {
  const { requests } = await adviceFor(
    { transcend: true },
    {
      systemPrompt: 'You are a poet.',
      promptChatContext: [{ role: 'user', content: 'Earlier question' }, { role: 'assistant', content: 'Earlier answer' }, 'A plain string turn'],
      modelToUse: 'other-model',
    },
  );
  const sent = requests[0].body;
  assert.equal(sent.model, 'other-model');
  assert.deepEqual(sent.messages!.slice(0, 4), [
    { role: 'system', content: 'You are a poet.' },
    { role: 'user', content: 'Earlier question' },
    { role: 'assistant', content: 'Earlier answer' },
    { role: 'user', content: 'A plain string turn' },
  ]);
  const content = userMessage(requests[0]);
  assert.ok(section(content, 'Topics'));
  assert.equal(section(content, 'Relations'), undefined, 'transcend leaves the structure out');
  assert.match(content, /Go beyond the concepts listed/);
  const plain = userMessage((await adviceFor({}, {})).requests[0]);
  assert.ok(section(plain, 'Relations'), 'without transcend the relations go along');

  const german = 'Die Gärtner pflanzen junge Bäume im Frühling.\nDie Zentralbank erhöht die Zinsen gegen die Inflation.\nDas Orchester probt die Symphonie mit dem Dirigenten.';
  const de = userMessage((await adviceFor({}, { language: 'de' }, german)).requests[0]);
  assert.match(de, /Reply in German\./);
  // Detected, the text's language is the reply's: here Japanese, from ICU's words of it.
  const japanese = 'システムは共有ファイルを使います。\nすべてのユーザーは共有ファイルを読むことができます。\n管理者はユーザーの権限を管理します。';
  const ja = userMessage((await adviceFor({}, {}, japanese)).requests[0]);
  assert.match(ja, /Reply in Japanese\./);
  assert.match(ja, /ファイル/);
  await assert.rejects(service().graphAndAdvice({}, { text: topicsText, promptChatContext: [{ role: 'robot', content: 'x' }] }), /promptChatContext\.0\.role must be one of user, assistant, system/);
});

test('pinnedNodes and topicsToProcess narrow develop to those concepts and clusters', async () => {
  const analysis = analysisOf(topicsText);
  const of = (concept: string) => analysis.clusters.find((c) => c.nodes.includes(analysis.graph.names.indexOf(concept)))!;
  const pinned = await adviceFor({ optimize: 'develop' }, { pinnedNodes: ['Symphony', 'soil'] });
  const content = userMessage(pinned.requests[0]);
  assert.deepEqual(topicsIn(content).sort(), [clusterName(analysis, of('symphony')), clusterName(analysis, of('soil'))].sort());
  assert.equal(section(content, 'PinnedConcepts'), 'symphony, soil');
  for (const line of section(content, 'Relations')!.split('\n')) assert.match(line, /\b(symphony|soil)\b/);

  const byId = userMessage((await adviceFor({ optimize: 'develop' }, { topicsToProcess: [String(of('bank').id)] })).requests[0]);
  assert.deepEqual(topicsIn(byId), [clusterName(analysis, of('bank'))]);
  const byName = userMessage((await adviceFor({ optimize: 'develop' }, { topicsToProcess: [clusterName(analysis, of('bank'))] })).requests[0]);
  assert.deepEqual(topicsIn(byName), [clusterName(analysis, of('bank'))]);
  // Pins in another mode are named beside that mode's focus.
  const gaps = userMessage((await adviceFor({ optimize: 'gaps' }, { pinnedNodes: ['symphony'] })).requests[0]);
  assert.equal(section(gaps, 'PinnedConcepts'), 'symphony');
  assert.equal(topicsIn(gaps).length, 2);

  await assert.rejects(service().graphAndAdvice({}, { text: topicsText, pinnedNodes: ['trees'] }), (e: ApiError) => {
    assert.equal(e.field, 'pinnedNodes');
    assert.equal(e.message, 'pinnedNodes "trees" is not a concept of the graph (did you mean "tree"?)');
    return true;
  });
  provider.reset();
  await assert.rejects(service().graphAndAdvice({}, { text: topicsText, pinnedNodes: ['trees'], aiTopics: true }), /"trees"/);
  assert.equal(provider.requests.length, 0, 'a bad pin fails before any request');
  await assert.rejects(service().graphAndAdvice({ optimize: 'develop' }, { text: topicsText, topicsToProcess: ['99'] }), /topicsToProcess "99" is not a cluster of the graph: give a cluster id \(/);
});

test('extendedAdvice: three pieces of advice, one per gap from gapDepth on', async () => {
  const analysis = referenceOf(topicsText);
  const { response, requests } = await adviceInReference({ extendedAdvice: true, gapDepth: 1 }, {});
  assert.equal(requests.length, 3);
  assert.equal(response.aiAdvice.length, 3);
  requests.forEach((r, k) => {
    const gap = analysis.gaps[1 + k];
    assert.deepEqual(topicsIn(userMessage(r)), [clusterName(analysis, gap.from), clusterName(analysis, gap.to)], `request ${k + 1}`);
  });
  assert.equal(response.usage, 3 * TOTAL_TOKENS);
});

test('the E2 response: aiAdvice, usage, created_timestamp, and the graph parts its flags ask for (E2 defaults)', async () => {
  provider.script({ kind: 'ok', text: 'Why do gardens need banks?', finishReason: 'stop' });
  // Under the reference analysis, where the fixture is dispersed.
  const r = await service().graphAndAdvice({}, { text: topicsText, analysis: 'reference' });
  assert.deepEqual(r.aiAdvice, [{ text: 'Why do gardens need banks?', finish_reason: 'stop' }]);
  assert.equal(r.usage, TOTAL_TOKENS);
  assert.equal(r.created_timestamp, CREATED);
  assert.ok(r.graph?.networkGraph.nodes!.length, 'includeGraph defaults to true');
  assert.equal(r.statements, undefined, 'includeStatements defaults to false on E2');
  assert.ok(r.extendedGraphSummary, 'extendedGraphSummary defaults to true');
  assert.equal(r.graphSummary, undefined, 'includeGraphSummary defaults to false');
  assert.equal(r.diversity_stats?.diversity_score, 'dispersed');
  assert.equal(r.warning, undefined);

  const lean = await service().graphAndAdvice(
    { includeGraph: false, includeStatements: true, includeGraphSummary: true, addStats: false, extendedGraphSummary: false },
    { text: topicsText },
  );
  assert.equal(lean.graph, undefined);
  assert.equal(lean.statements!.length, topicsText.trim().split('\n').length);
  assert.match(lean.graphSummary!, /^<MainConcepts>/);
  assert.equal(lean.diversity_stats, undefined);
  assert.equal(lean.extendedGraphSummary, undefined);
});

test('no language model: a clear error with the fix; other errors pass through as they are', async () => {
  await assert.rejects(new LocalService().graphAndAdvice({}, { text: topicsText }), (e: ApiError) => {
    assert.equal(e.status, 400);
    assert.match(e.message, /^No language model is configured: set OPENAI_API_KEY .* or OPENAI_BASE_URL/);
    return true;
  });
  await assert.rejects(service().graphAndAdvice({}, {}), /text is required/);
  provider.script({ kind: 'status', status: 401 });
  await assert.rejects(service().graphAndAdvice({}, { text: topicsText }), (e: ApiError) => e.status === 502 && /HTTP 401/.test(e.message));
});

test('streaming through the service: each token goes to the call, the response holds the whole text', async () => {
  provider.script({ kind: 'ok', text: 'How could local festivals fund garden soil?' });
  const tokens: string[] = [];
  const call = service().graphAndAdvice as unknown as (q: unknown, b: unknown, c: { onToken: (t: string) => void }) => Promise<{ aiAdvice: { text: string }[] }>;
  const r = await call({}, { text: topicsText }, { onToken: (t) => tokens.push(t) });
  assert.ok(tokens.length > 1);
  assert.equal(tokens.join(''), 'How could local festivals fund garden soil?');
  assert.equal(r.aiAdvice[0].text, tokens.join(''));
  assert.equal(provider.requests[0].body.stream, true);
});

test('aiTopics on E2: one request names every cluster first; the names reach the graph, the summary and the prompt', async () => {
  const analysis = analysisOf(topicsText);
  const r = await service().graphAndAdvice({}, { text: topicsText, aiTopics: true });
  assert.equal(provider.requests.length, 2, 'one naming request, one advice request');
  const naming = userMessage(provider.requests[0]);
  for (const c of analysis.clusters) assert.match(naming, new RegExp(`^${c.id}: ${analysis.graph.names[c.nodes[0]]}`, 'm'));
  const nameOf = (c: Cluster) => `Topic ${analysis.graph.names[c.nodes[0]]}`;
  const attributes = r.graph!.networkGraph.attributes;
  assert.deepEqual(attributes.top_clusters!.map((c) => c.aiName), analysis.clusters.map(nameOf));
  assert.equal(attributes.gaps![0].from.aiName, nameOf(analysis.gaps[0].from));
  assert.deepEqual(attributes.allClusters!.map((c) => c.aiName), analysis.clusters.map(nameOf));
  assert.deepEqual(r.extendedGraphSummary!.mainTopicNames, analysis.clusters.map(nameOf));
  assert.deepEqual(topicsIn(userMessage(provider.requests[1])), [nameOf(analysis.gaps[0].from), nameOf(analysis.gaps[0].to)]);
  assert.equal(r.usage, 2 * TOTAL_TOKENS);
  assert.equal(r.warning, undefined);
});

test('aiTopics failures: on an error or a timeout the response still comes, with top-concept names and a warning', async () => {
  const analysis = analysisOf(topicsText);
  provider.script({ kind: 'status', status: 500 });
  const failed = await service().graphAndAdvice({}, { text: topicsText, aiTopics: true });
  assert.match(failed.warning!, /^aiTopics: the language-model provider failed \(HTTP 500\).*; clusters are named by their top concepts$/);
  assert.deepEqual(failed.extendedGraphSummary!.mainTopicNames, analysis.clusters.map((c) => clusterName(analysis, c)));
  assert.equal(failed.aiAdvice.length, 1, 'the advice still came');

  provider.reset();
  provider.script({ kind: 'slow', delayMs: 2000 });
  const slow = await new LocalService({ languageModel: model({ timeoutMs: 250 }) }).graphAndStatements({}, { text: topicsText, aiTopics: true });
  assert.match(slow.entriesAndGraphOfContext.warning!, /^aiTopics: the language-model provider did not answer within 0\.25 s/);
  assert.equal(slow.entriesAndGraphOfContext.graph.networkGraph.attributes.top_clusters![0].aiName, undefined);

  provider.reset();
  provider.script({ kind: 'ok', text: 'I cannot name these.' });
  const unreadable = await service().graphAndStatements({}, { text: topicsText, aiTopics: true });
  assert.match(unreadable.entriesAndGraphOfContext.warning!, /reply held no topic names/);

  provider.reset();
  provider.script({ kind: 'ok', text: JSON.stringify({ [analysis.clusters[0].id]: 'Local economy' }) });
  const partial = await service().graphAndStatements({}, { text: topicsText, aiTopics: true });
  assert.match(partial.entriesAndGraphOfContext.warning!, new RegExp(`named 1 of ${analysis.clusters.length} clusters`));
  assert.equal(partial.entriesAndGraphOfContext.extendedGraphSummary!.mainTopicNames[0], 'Local economy');
});

test('aiTopics on E1: names in top_clusters, gaps, mainTopicNames, mainTopics, contentGaps, allClusters and the text summary', async () => {
  const analysis = analysisOf(topicsText);
  const r = await service().graphAndStatements({ includeGraphSummary: true }, { text: topicsText, aiTopics: true });
  assert.equal(provider.requests.length, 1, 'one request for all clusters');
  const env = r.entriesAndGraphOfContext;
  const first = `Topic ${analysis.graph.names[analysis.clusters[0].nodes[0]]}`;
  assert.equal(env.graph.networkGraph.attributes.top_clusters![0].aiName, first);
  assert.ok(env.graph.networkGraph.attributes.gaps!.every((g) => g.from.aiName?.startsWith('Topic ') && g.to.aiName?.startsWith('Topic ')));
  assert.equal(env.extendedGraphSummary!.mainTopicNames[0], first);
  assert.match(env.extendedGraphSummary!.mainTopics[0], new RegExp(`^1\\. ${first}: `));
  assert.match(env.extendedGraphSummary!.contentGaps[0], /^Gap 1: \d\. Topic \w+ \(/);
  assert.equal(env.graph.networkGraph.attributes.allClusters![0].aiName, first);
  assert.ok(env.graphSummary!.includes(`1. ${first}:`));
  assert.equal(env.warning, undefined);
});

/** Every run of four words of the text, lowercased. */
function fourWordRuns(text: string): string[] {
  const runs: string[] = [];
  for (const line of text.split('\n')) {
    const words = line.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter(Boolean);
    for (let i = 0; i + 4 <= words.length; i++) runs.push(words.slice(i, i + 4).join(' '));
  }
  return runs;
}

test('privacy rule 2: no statement and no four-word run of the text ever reaches the provider', async () => {
  const text = fixture('private-notes.txt');
  const statements = text.trim().split('\n');
  const runs = fourWordRuns(text);
  assert.ok(runs.length > 80);
  const prompt = 'What connects these notes?';
  const s = service();

  provider.reset();
  provider.answer = namingOrAdvice;
  for (const optimize of ['develop', 'reinforce', 'gaps', 'latent', 'imagine', 'auto']) {
    for (const requestMode of ['summary', 'paraphrase', 'graph summary', 'chat']) {
      await s.graphAndAdvice({ optimize, includeStatements: true, extendedAdvice: optimize === 'gaps' }, { text, requestMode, prompt, aiTopics: true });
    }
  }
  await s.graphAndStatements({}, { text, aiTopics: true });
  const e1 = await s.graphAndStatements({}, { text });
  await s.graphAiAdvice({}, { graph: e1, statements: statements.map((content) => ({ content })), prompt });
  await s.graphsAndAiAdvice({}, {
    contexts: [{ name: 'diary-of-marguerite.txt', text: statements.slice(0, 5).join('\n') }, { text: statements.slice(5).join('\n') }],
    prompt,
    compareMode: 'merge',
  });

  assert.ok(provider.requests.length > 40);
  for (const request of provider.requests) {
    const sent = request.body.messages!.map((m) => m.content).join('\n').toLowerCase().replace(/\s+/g, ' ');
    for (const statement of statements) assert.ok(!sent.includes(statement.toLowerCase()), `a statement was sent: ${statement}`);
    for (const run of runs) assert.ok(!sent.includes(run), `four words of the text were sent: "${run}"`);
  }
  assert.ok(!provider.requests.some((r) => r.raw.includes('diary-of-marguerite')), 'context names stay here too');
  // The user's own prompt may go, and the concepts do.
  assert.ok(provider.requests.some((r) => r.raw.includes(prompt)));
  assert.ok(provider.requests.some((r) => r.raw.includes('lighthouse')));
});

test('E4 graphAiAdvice: a whole E1 response or its networkGraph; names, userPrompt, promptContext, language', async () => {
  // Under the reference analysis: the default one may name a topic of the text by a key phrase,
  // which a graph given back (without its text) cannot.
  const e1 = await new LocalService().graphAndStatements({}, { text: topicsText, analysis: 'reference' });
  const analysis = referenceOf(topicsText);
  const r = await service().graphAiAdvice({ optimize: 'reinforce' }, { graph: e1 });
  assert.deepEqual(Object.keys(r).sort(), ['aiAdvice', 'created_timestamp', 'usage']);
  assert.deepEqual(topicsIn(userMessage(provider.requests[0])), analysis.clusters.slice(0, 2).map((c) => clusterName(analysis, c)));

  // AI names the graph carries name its topics; a compact graph (bc only) works too.
  const named = structuredClone(e1.entriesAndGraphOfContext.graph.networkGraph);
  named.attributes.top_clusters!.forEach((c, i) => (c.aiName = `Named ${i + 1}`));
  provider.reset();
  await service().graphAiAdvice(
    { optimize: 'gaps' },
    {
      graph: named,
      userPrompt: [{ role: 'user', content: 'First turn' }, { role: 'assistant', content: 'Reply' }, { role: 'user', content: 'What is missing?' }],
      requestMode: 'chat',
      promptContext: 'I am writing a town report.',
      language: 'fr',
    },
  );
  const messages = provider.requests[0].body.messages!;
  assert.deepEqual(messages.slice(1, 3), [{ role: 'user', content: 'First turn' }, { role: 'assistant', content: 'Reply' }]);
  const content = messages.at(-1)!.content;
  assert.ok(topicsIn(content).every((n) => /^Named \d$/.test(n)), topicsIn(content).join());
  assert.match(content, /<Context>\nI am writing a town report\.\n<\/Context>/);
  assert.match(content, /The user's message:\nWhat is missing\?$/);
  assert.match(content, /Reply in French\./);

  const compact = await new LocalService().graphAndStatements({ compactGraph: true }, { text: topicsText, analysis: 'reference' });
  provider.reset();
  await service().graphAiAdvice({ optimize: 'develop' }, { graph: compact.entriesAndGraphOfContext.graph.networkGraph });
  assert.equal(topicsIn(userMessage(provider.requests[0])).length, analysis.clusters.length);

  await assert.rejects(service().graphAiAdvice({}, {}), /graph is required/);
  await assert.rejects(service().graphAiAdvice({}, { graph: { nodes: [] } }), /graph has no nodes/);
  await assert.rejects(service().graphAiAdvice({}, { graph: { nodes: [{ name: 'x' }] } }), /graph\.nodes\.0 needs a "key"/);
});

test('E8 graphsAndAiAdvice: advice on the compared graph, which the prompt says it is', async () => {
  const contexts = [
    { text: 'Gardeners plant trees in spring.\nTrees need rain and soil.' },
    { text: 'Trees need rain and soil.\nBanks raise interest rates against inflation.\nInflation eats wages.' },
  ];
  const r = await service().graphsAndAiAdvice({ optimize: 'develop' }, { contexts, compareMode: 'difference' });
  assert.equal(r.aiAdvice.length, 1);
  const content = userMessage(provider.requests[0]);
  assert.match(section(content, 'Graph')!, /^difference: the concepts and relations that the other texts have and the first one lacks/);
  const concepts = section(content, 'Topics')!;
  assert.match(concepts, /inflation/);
  assert.doesNotMatch(concepts, /gardener/, 'the first context alone is not in the difference');
  assert.ok(r.graph, 'the compared graph comes back as E2 does');

  await assert.rejects(
    service().graphsAndAiAdvice({}, { contexts: [{ text: 'Violins and cellos.' }, { text: 'Rockets and planets.' }], compareMode: 'overlap' }),
    /contexts: the overlap of these contexts has no concepts/,
  );
});
