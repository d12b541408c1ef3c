// Topic naming end to end against a loopback chat-completions server: every reply shape models
// answer in, JSON mode and its fallback; then the reply parser's edge cases on their own.
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { ModelConfig } from '../../src/ai/client.js';
import { MAX_NAME_LENGTH, nameTopics, parseTopicNames } from '../../src/ai/topics.js';
import { analyze, type Analysis } from '../../src/core/analyze.js';
import { analyzeOptionsOf, DEFAULT_MAX_NODES } from '../../src/service/analysis-request.js';
import { toStatements } from '../../src/core/text/statements.js';
import { startFakeProvider, TOTAL_TOKENS, type FakeProvider, type RecordedRequest, type Reply, modelFor } from './fake-provider.js';

const text = readFileSync(new URL('../../../test/fixtures/topics.txt', import.meta.url), 'utf8');
const analysis: Analysis = analyze(toStatements({ text }), analyzeOptionsOf({}, DEFAULT_MAX_NODES));
const NAMES = [
  'Home gardening', 'Monetary policy', 'Orchestral music', 'Local markets', 'Climate activism', 'Music festivals',
  'Soil care', 'Housing costs', 'Rural economy', 'Seasonal farming', 'Public finance', 'Brass sections',
];
/** What every shape below must come back as: the i-th cluster of the prompt gets NAMES[i]. */
const expected = new Map(analysis.clusters.map((c, i) => [c.id, NAMES[i]]));

let provider: FakeProvider;
before(async () => {
  provider = await startFakeProvider();
});
after(() => provider.stop());
beforeEach(() => provider.reset());

const model = (overrides: Partial<ModelConfig> = {}) => modelFor(provider, overrides);

/** The cluster ids as the naming prompt lists them, in its order. */
function idsIn(request: RecordedRequest): number[] {
  const user = request.body.messages!.at(-1)!.content;
  return [...user.matchAll(/^(\d+): /gm)].map((m) => Number(m[1]));
}

const byId = (ids: number[]) => Object.fromEntries(ids.map((id, i) => [String(id), NAMES[i]]));
const explanations = [
  (n: number, name: string) => `${n}. **${name}** – these concepts are all about it`,
  (n: number, name: string) => `${n}. "${name}": the cluster gathers what belongs to it`,
  (n: number, name: string) => `${n}. ${name} (concepts: rain, soil, trees)`,
  (n: number, name: string) => `**${n}. ${name}**`,
  (n: number, name: string) => `**Topic ${n}:** ${name} - the common thread`,
  (n: number, name: string) => `${n}) '${name}'.`,
];

/** Each shape builds the reply to a naming prompt from the ids it lists. */
const SHAPES: Array<[string, (ids: number[]) => string]> = [
  ['a JSON object keyed by cluster id', (ids) => JSON.stringify(byId(ids))],
  ['a JSON array of names', (ids) => JSON.stringify(ids.map((_, i) => NAMES[i]))],
  ['a JSON-mode wrapper around {cluster_id, name} objects', (ids) => JSON.stringify({ topics: ids.map((id, i) => ({ cluster_id: id, name: NAMES[i] })) })],
  ['JSON in a ```json fence with text around it', (ids) => `Sure! Here are the names:\n\n\`\`\`json\n${JSON.stringify(byId(ids), null, 2)}\n\`\`\`\n\nLet me know if you want changes.`],
  ['a numbered list (1. and 1))', (ids) => 'Here are the topic names:\n\n' + ids.map((_, i) => `${i + 1}${i % 2 ? ')' : '.'} ${NAMES[i]}`).join('\n')],
  ['a bulleted list (-, *, •)', (ids) => 'Topic names, in order:\n' + ids.map((_, i) => `${['-', '*', '•'][i % 3]} ${NAMES[i]}`).join('\n') + '\n\nHope this helps!'],
  [
    'a Markdown table',
    (ids) => '| Cluster | Topic name | Why |\n|:--------|------------|-----|\n' + ids.map((id, i) => `| ${id} | **${NAMES[i]}** | rain, soil |`).join('\n'),
  ],
  ['"Topic 1:" lines (1-based positions)', (ids) => ids.map((_, i) => `Topic ${i + 1}: ${NAMES[i]}`).join('\n')],
  ['"Cluster <id>:" lines (the ids of the prompt)', (ids) => ids.map((id, i) => `Cluster ${id}: ${NAMES[i]}`).join('\n')],
  ['bold names, quotes and explanations', (ids) => ids.map((_, i) => explanations[i % explanations.length](i + 1, NAMES[i])).join('\n')],
];

test('the fixture has enough clusters, listed by id in an order that is not the ids sorted', () => {
  const ids = analysis.clusters.map((c) => c.id);
  assert.ok(ids.length >= 3 && ids.length <= NAMES.length, `${ids.length} clusters`);
  assert.notDeepEqual(ids, [...ids].sort((a, b) => a - b), 'positions and ids differ, so the tests tell them apart');
});

for (const [shape, reply] of SHAPES) {
  test(`reply shape: ${shape} → one name per cluster id`, async () => {
    provider.answer = (r) => reply(idsIn(r));
    const naming = await nameTopics(analysis, model());
    assert.deepEqual(naming.aiNames, expected, provider.answer(provider.requests[0]));
    assert.equal(naming.warning, undefined);
    assert.equal(naming.usage, TOTAL_TOKENS);
    assert.equal(provider.requests.length, 1);
    assert.deepEqual(idsIn(provider.requests[0]), analysis.clusters.map((c) => c.id));
  });
}

test('the naming request asks for JSON mode: response_format {type: json_object}', async () => {
  provider.answer = (r) => JSON.stringify(byId(idsIn(r)));
  await nameTopics(analysis, model());
  assert.deepEqual(provider.requests[0].body.response_format, { type: 'json_object' });
});

test('advice requests are unchanged: no response_format unless asked for', async () => {
  const m = model();
  await m.complete({ messages: [{ role: 'user', content: 'Say something.' }] });
  await m.complete({ messages: [{ role: 'user', content: 'Say more.' }], onToken: () => {} });
  assert.equal(provider.requests.length, 2);
  for (const r of provider.requests) assert.ok(!r.raw.includes('response_format'), r.raw);
});

/** Answers 400 to any request carrying response_format, as a server without JSON mode does. */
const refuseJsonMode = (r: RecordedRequest): Reply | undefined =>
  r.body.response_format
    ? { kind: 'status', status: 400, message: 'response_format is not supported', param: 'response_format', code: null }
    : undefined;

test('a provider that refuses response_format: one retry without it, and the model object remembers', async () => {
  provider.rule = refuseJsonMode;
  provider.answer = (r) => idsIn(r).map((_, i) => `${i + 1}. ${NAMES[i]}`).join('\n');
  const m = model();
  const first = await nameTopics(analysis, m);
  assert.deepEqual(first.aiNames, expected);
  assert.equal(first.warning, undefined);
  assert.equal(provider.requests.length, 2, 'the refused request and its retry');
  assert.deepEqual(provider.requests[0].body.response_format, { type: 'json_object' });
  assert.equal(provider.requests[1].body.response_format, undefined);
  assert.ok(!provider.requests[1].raw.includes('response_format'));

  provider.requests.length = 0;
  const second = await nameTopics(analysis, m);
  assert.deepEqual(second.aiNames, expected);
  assert.equal(provider.requests.length, 1, 'no second refusal');
  assert.ok(!provider.requests[0].raw.includes('response_format'));

  // Another model object knows nothing of it and asks again.
  provider.requests.length = 0;
  await nameTopics(analysis, model());
  assert.equal(provider.requests.length, 2);
});

test('the refusal as a 422 naming JSON mode falls back too', async () => {
  provider.rule = (r) => (r.body.response_format ? { kind: 'status', status: 422, message: "Unsupported value: 'json_object' for response_format.type" } : undefined);
  provider.answer = (r) => JSON.stringify(byId(idsIn(r)));
  const naming = await nameTopics(analysis, model());
  assert.deepEqual(naming.aiNames, expected);
  assert.equal(provider.requests.length, 2);
});

test('a 400 about something else: the retry without JSON mode fails too, its error is the warning, and JSON mode stays on', async () => {
  provider.rule = () => ({ kind: 'status', status: 400, message: "This model's maximum context length is 8 tokens" });
  const m = model();
  const naming = await nameTopics(analysis, m);
  assert.equal(naming.aiNames, undefined);
  assert.match(naming.warning!, /^aiTopics: the language-model provider rejected the request \(HTTP 400\): This model's maximum context length/);
  assert.equal(provider.requests.length, 2);
  provider.requests.length = 0;
  await nameTopics(analysis, m);
  assert.deepEqual(provider.requests[0].body.response_format, { type: 'json_object' }, 'not taken for a JSON-mode refusal');
});

test('a 5xx or 404 in JSON mode is not a refusal: no retry without it beyond the usual ones', async () => {
  for (const status of [500, 404]) {
    provider.reset();
    provider.script({ kind: 'status', status });
    const naming = await nameTopics(analysis, model());
    assert.match(naming.warning!, new RegExp(`HTTP ${status}`));
    assert.equal(provider.requests.length, 1);
  }
});

test('fewer names than clusters: the first ones are named and the warning says how many', async () => {
  provider.answer = () => '1. Home gardening\n2. Monetary policy';
  const naming = await nameTopics(analysis, model());
  const [a, b] = analysis.clusters.map((c) => c.id);
  assert.deepEqual(naming.aiNames, new Map([[a, 'Home gardening'], [b, 'Monetary policy']]));
  assert.equal(naming.warning, `aiTopics: the language model named 2 of ${analysis.clusters.length} clusters; the others are named by their top concepts`);
});

test('a reply with no names: the warning as before', async () => {
  provider.answer = () => 'I cannot name these clusters.\nEach should get 2 to 4 words, you said.';
  const naming = await nameTopics(analysis, model());
  assert.equal(naming.aiNames, undefined);
  assert.match(naming.warning!, /reply held no topic names/);
});

// ---- The parser alone ----

const map = (entries: Array<[number, string]>) => new Map(entries);

test('parser: list numbers are positions, other labels ids, unless the other reading fits more labels', () => {
  const ids = [3, 7, 5];
  assert.deepEqual(parseTopicNames('Cluster 7: Beta\nCluster 3: Alpha', ids), map([[7, 'Beta'], [3, 'Alpha']]));
  assert.deepEqual(parseTopicNames('1. Alpha\n2. Beta\n3. Gamma', ids), map([[3, 'Alpha'], [7, 'Beta'], [5, 'Gamma']]));
  // A short list whose numbers happen to be ids too: list numbers count from 1.
  assert.deepEqual(parseTopicNames('1. Alpha\n2) Beta', [2, 1, 0]), map([[2, 'Alpha'], [1, 'Beta']]));
  // A list numbered from 0 echoes the ids.
  assert.deepEqual(parseTopicNames('0. Alpha\n1. Beta\n2. Gamma', [2, 0, 1]), map([[0, 'Alpha'], [1, 'Beta'], [2, 'Gamma']]));
  // "key: name" labels are ids; both readings fitting equally, ids win.
  assert.deepEqual(parseTopicNames('1: Beta\n2: Gamma', [0, 1, 2]), map([[1, 'Beta'], [2, 'Gamma']]));
  // Topic 3 is no id of [0, 1, 2]: positions fit more labels.
  assert.deepEqual(parseTopicNames('Topic 1: A\nTopic 2: B\nTopic 3: C', [0, 1, 2]), map([[0, 'A'], [1, 'B'], [2, 'C']]));
  assert.deepEqual(parseTopicNames('3: Gamma\n1: Alpha', ids), map([[5, 'Gamma'], [3, 'Alpha']]));
  // A stray label that fits neither reading is dropped; labels that fit none: names in order.
  assert.deepEqual(parseTopicNames('Cluster 7: Beta\nCluster 9: Nobody', ids), map([[7, 'Beta']]));
  assert.deepEqual(parseTopicNames('10. Alpha\n20. Beta', ids), map([[3, 'Alpha'], [7, 'Beta']]));
});

test('parser: garbage lines are skipped; an empty label line names nothing', () => {
  const reply = 'Sure! Here you go.\n\n1. Urban water\nThis one is about rain.\n2.\n3) **Food systems**: farms and markets\n---\nHope this helps!';
  assert.deepEqual(parseTopicNames(reply, [2, 0, 1]), map([[2, 'Urban water'], [1, 'Food systems']]));
  assert.deepEqual(parseTopicNames('I cannot name these.', [0, 1]), new Map());
  assert.deepEqual(parseTopicNames('Give each 2 to 4 words.\n1.5 million people live there.', [0, 1]), new Map());
  assert.deepEqual(parseTopicNames('', [0]), new Map());
  assert.deepEqual(parseTopicNames('{"note": "no names"}', [0]), new Map());
});

test('parser: duplicate ids keep the first name in lines and tables, the last in a JSON object', () => {
  assert.deepEqual(parseTopicNames('0: Urban water\n1: Food systems\n0: Water again', [0, 1]), map([[0, 'Urban water'], [1, 'Food systems']]));
  assert.deepEqual(parseTopicNames('| id | name |\n|---|---|\n| 1 | A |\n| 1 | B |', [0, 1]), map([[1, 'A']]));
  assert.deepEqual(parseTopicNames('{"0": "First", "0": "Second"}', [0]), map([[0, 'Second']]));
});

test('parser: JSON edge cases', () => {
  // Keys as today: "cluster 3", trailing periods and quotes trimmed; unknown ids left out.
  assert.deepEqual(parseTopicNames('{"cluster 3": "Urban water.", "topic_7": "\\"Food\\"", "9": "Nobody"}', [3, 7]), map([[3, 'Urban water'], [7, 'Food']]));
  // A JSON value is the name as it stands: a colon in it is kept.
  assert.deepEqual(parseTopicNames('{"0": "Water: supply and demand"}', [0]), map([[0, 'Water: supply and demand']]));
  // Cut short by the token limit: the complete pairs still count.
  assert.deepEqual(parseTopicNames('```json\n{"2": "Urban water", "0": "Food sys', [2, 0]), map([[2, 'Urban water']]));
  // Braces in the text before the JSON.
  assert.deepEqual(parseTopicNames('Names {as asked}:\n```\n["A", "B"]\n```', [4, 5]), map([[4, 'A'], [5, 'B']]));
  assert.deepEqual(parseTopicNames('{"0": {"name": "Nested"}, "1": 42}', [0, 1]), map([[0, 'Nested']]));
  assert.deepEqual(parseTopicNames("{'2': 'Urban water', '0': 'Food'}", [0, 2]), map([[2, 'Urban water'], [0, 'Food']]));
  // A reasoning model's thoughts are not its answer.
  assert.deepEqual(parseTopicNames('<think>1. Maybe trees?\n2. Or soil?</think>\n1. Urban water\n2. Food', [4, 5]), map([[4, 'Urban water'], [5, 'Food']]));
});

test('parser: lists, tables and explanations', () => {
  // Nested bullets explain the names above them.
  assert.deepEqual(parseTopicNames('- Urban water\n  - rain, drains\n- Food systems', [0, 1]), map([[0, 'Urban water'], [1, 'Food systems']]));
  // A list number before a word label: the word label wins.
  assert.deepEqual(parseTopicNames('1. Cluster 5: Urban water\n2. Cluster 4: Food', [4, 5]), map([[5, 'Urban water'], [4, 'Food']]));
  assert.deepEqual(parseTopicNames('0: rain, drains → Urban water', [0]), map([[0, 'Urban water']]));
  assert.deepEqual(parseTopicNames('Cluster 0 (rain, drains): Urban water — a note', [0]), map([[0, 'Urban water']]));
  assert.deepEqual(parseTopicNames('**Cluster 2**: Urban water\n**Cluster 0** Food\n1. **Cluster 1 (rain)**: Music', [0, 1, 2]), map([[2, 'Urban water'], [0, 'Food'], [1, 'Music']]));
  assert.deepEqual(parseTopicNames('Cluster 1 → Urban water\nCluster 0 -> Food', [0, 1]), map([[1, 'Urban water'], [0, 'Food']]));
  // Bold within a name is emphasis; a dash inside a word is no explanation.
  assert.deepEqual(parseTopicNames('- **Urban** water: rain\n- Urban–rural divide', [0, 1]), map([[0, 'Urban water'], [1, 'Urban–rural divide']]));
  assert.deepEqual(parseTopicNames('### 1. Urban water\nSome words.\n### 2. Food systems', [0, 1]), map([[0, 'Urban water'], [1, 'Food systems']]));
  // A table without a number column: rows in order; with a header naming the name column.
  assert.deepEqual(parseTopicNames('| Topic |\n|---|\n| A |\n| B |', [8, 9]), map([[8, 'A'], [9, 'B']]));
  assert.deepEqual(parseTopicNames('| # | Concepts | Name |\n|---|---|---|\n| 1 | rain | Urban water |', [6]), map([[6, 'Urban water']]));
});

test('parser: names longer than MAX_NAME_LENGTH are cut', () => {
  const long = 'Word '.repeat(30).trim();
  const [name] = parseTopicNames(`1. ${long}`, [0]).values();
  assert.equal(name, long.slice(0, MAX_NAME_LENGTH).trim());
  assert.ok(name.length <= MAX_NAME_LENGTH);
});
