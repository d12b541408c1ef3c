// `tna mcp` as an agent meets it: the real command as a child process, spoken to by the MCP SDK's
// own client over stdio and over streamable HTTP; answers compared with the CLI's for the same input.
import { LANGUAGE_CODES } from '../../src/core/text/stopwords.js';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startFakeProvider } from '../ai/fake-provider.js';
import { BIN, ROOT, runTna, startListening } from '../cli/serve-process.js';

const FIXTURES = path.join(ROOT, 'test', 'fixtures');
const dir = mkdtempSync(path.join(tmpdir(), 'tna-mcp-'));
const env = { PATH: process.env.PATH ?? '', TNA_DB: path.join(dir, 'tna.db'), HOME: dir };

type CallResult = { content: Array<{ type: string; text: string }>; isError?: boolean; structuredContent?: Record<string, unknown> };

let client: Client;
before(async () => {
  client = new Client({ name: 'tna-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', '--root', FIXTURES], env, cwd: dir, stderr: 'pipe' }));
});
after(() => client.close());

const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallResult;
const text = (r: CallResult) => r.content.map((c) => c.text).join('');
const cli = async (args: string[]) => {
  const r = await runTna(args, { env, cwd: FIXTURES });
  assert.equal(r.code, 0, r.stderr);
  return r.stdout;
};

test('tools are listed with schemas made from the request schemas: types, ranges, allowed values', async () => {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name), ['graph', 'save_graph', 'dot', 'advice', 'ask_model', 'compare', 'intent', 'related', 'list_graphs', 'search', 'check']);
  for (const tool of tools) assert.ok(tool.description && tool.description.length > 40, `${tool.name} has a description an agent can act on`);
  const graph = tools.find((t) => t.name === 'graph')!.inputSchema as { properties: Record<string, Record<string, unknown>> };
  assert.deepEqual(graph.properties.gapDepth, { type: 'integer', minimum: 0, maximum: 3, description: 'Which content gap to focus on: 0 is the most obvious, 3 the least.' });
  assert.deepEqual(graph.properties.language.enum, ['auto', ...LANGUAGE_CODES]);
  assert.ok(LANGUAGE_CODES.includes('ko') && LANGUAGE_CODES.includes('nb'));
  assert.deepEqual((graph.properties.contextSettings.properties as Record<string, { enum: string[] }>).squareBracketsProcessing.enum, ['IGNORE_BRACKETS', 'EXCLUDE']);
  assert.equal(graph.properties.format.default, 'summary');
  for (const name of ['graph', 'save_graph', 'dot', 'advice', 'compare', 'intent', 'related', 'search', 'check']) {
    const properties = (tools.find((t) => t.name === name)!.inputSchema as { properties: Record<string, { enum?: string[] }> }).properties;
    assert.deepEqual(properties.analysis?.enum, ['default', 'reference'], `${name} takes the analysis mode`);
  }
  assert.equal(graph.properties.doNotSave, undefined, 'saving is the save_graph tool');
  const save = tools.find((t) => t.name === 'save_graph')!.inputSchema as { required?: string[] };
  assert.deepEqual(save.required, ['name']);
});

test('as hosts show them: every argument described, every tool annotated, output schemas where content is structured', async () => {
  const { tools } = await client.listTools();
  for (const tool of tools) {
    const properties = (tool.inputSchema as { properties: Record<string, { description?: string }> }).properties;
    for (const [name, property] of Object.entries(properties)) assert.ok(property.description && property.description.length > 10, `${tool.name}.${name} is described`);
    assert.equal(typeof tool.annotations?.readOnlyHint, 'boolean', `${tool.name} says whether it writes`);
    assert.equal(typeof tool.annotations?.openWorldHint, 'boolean', `${tool.name} says whether it reaches outside`);
  }
  const hints = Object.fromEntries(tools.map((t) => [t.name, [t.annotations!.readOnlyHint, t.annotations!.openWorldHint]]));
  assert.deepEqual(hints.save_graph, [false, false], 'save_graph writes');
  assert.deepEqual(hints.graph, [true, false]);
  assert.deepEqual(hints.advice, [true, true], 'advice asks a language model');
  assert.deepEqual(hints.intent, [true, true], 'intent searches the web');
  assert.deepEqual(hints.related, [true, false], 'related reads on this machine: no embedding model is configured');
  const structured = tools.filter((t) => t.outputSchema).map((t) => t.name);
  assert.deepEqual(structured, ['save_graph', 'advice', 'ask_model', 'related', 'list_graphs', 'check']);
  // The SDK's client validates structuredContent against the declared schema on every call: these pass it.
  const listed = (await call('list_graphs', {})) as CallResult;
  assert.ok(Array.isArray(listed.structuredContent!.graphs));
  const prompts = (await call('advice', { text: 'Rivers feed farms.\nBanks lend to farms.', promptOnly: true })) as CallResult;
  assert.ok(Array.isArray(prompts.structuredContent!.requests));
});

test('advice without a model names its own way out: promptOnly, not a command-line flag', async () => {
  const r = await call('advice', { text: 'Rivers feed farms.\nBanks lend to farms.' });
  assert.equal(r.isError, true);
  assert.match(text(r), /call advice with promptOnly: true/);
  assert.doesNotMatch(text(r), /--prompt-only/);
});

test('graph and dot answer what tna graph -f summary and tna dot print for the same file', async () => {
  const graph = await call('graph', { files: ['topics.txt'] });
  assert.equal(graph.isError, undefined);
  assert.equal(text(graph) + '\n', await cli(['graph', '-f', 'summary', 'topics.txt']));
  const dot = await call('dot', { files: ['topics.txt'], optimize: 'gaps' });
  assert.equal(text(dot) + '\n', await cli(['dot', '--optimize', 'gaps', 'topics.txt']));
  const json = await call('graph', { text: 'Rivers feed farms.\nFarms need rain.', format: 'json' });
  assert.deepEqual(JSON.parse(text(json)), json.structuredContent);
  assert.ok((json.structuredContent as { diversity_stats?: unknown }).diversity_stats);
});

test('advice with promptOnly returns the exact messages tna advice --prompt-only would send', async () => {
  const messages = JSON.parse(text(await call('advice', { files: ['topics.txt'], promptOnly: true })));
  const sent = JSON.parse((await cli(['advice', '--prompt-only', '-f', 'json', 'topics.txt'])).trim());
  assert.deepEqual(messages, sent.messages);
  const noModel = await call('advice', { text: 'Rivers feed farms.' });
  assert.equal(noModel.isError, true);
  assert.match(text(noModel), /No language model is configured/);
});

test('compare two files as tna compare does', async () => {
  const merged = await call('compare', { files: ['topics.txt', 'focused.txt'], mode: 'overlap' });
  assert.equal(text(merged) + '\n', await cli(['compare', '-m', 'overlap', '-f', 'summary', 'topics.txt', 'focused.txt']));
});

test('related: the statements of a file related to a question, as tna related finds them, read-only and offline', async () => {
  const related = await call('related', { searchQuery: 'interest rates and inflation', files: ['topics.txt'], numberOfResults: 3 });
  assert.equal(related.isError, undefined, text(related));
  const printed = await cli(['related', 'interest rates and inflation', 'topics.txt', '-n', '3', '-f', 'json']);
  const expected = (JSON.parse(printed) as { matchedContent: string; similarity: number }[]).map((m) => `${m.similarity.toFixed(2)}  ${m.matchedContent}`);
  assert.equal(text(related), expected.join('\n'));
  assert.equal(expected.length, 3);
});

test('intent: the gaps between search results and search intent from files, as tna intent prints them', async () => {
  const files = { resultsFile: 'intent/heat-pumps-results.json', queriesFile: 'intent/heat-pumps-queries.csv' };
  const gaps = await call('intent', { searchQuery: 'heat pumps', view: 'gaps', ...files });
  assert.equal(gaps.isError, undefined, text(gaps));
  const printed = await cli(['intent', 'gaps', 'heat pumps', '--results-file', files.resultsFile, '--queries-file', files.queriesFile, '-f', 'summary']);
  assert.equal(text(gaps) + '\n', printed);
  assert.match(text(gaps), /noise <-> neighbour/);
  const results = await call('intent', { searchQuery: 'heat pumps', view: 'results', compareMode: 'difference_nodes', ...files });
  assert.match(text(results), /<MainConcepts>/);
  const missing = await call('intent', { searchQuery: 'heat pumps', view: 'queries', queriesFile: '../../package.json' });
  assert.equal(missing.isError, true);
});

test('bad arguments are tool errors with the message the API gives; nothing outside the roots is read', async () => {
  const bad = await call('graph', { text: 'Rivers feed farms.', gapDepth: 9 });
  assert.deepEqual([bad.isError, text(bad)], [true, 'gapDepth must be an integer from 0 to 3']);
  const unknown = await call('graph', { text: 'Rivers feed farms.', gap_depth: 1 });
  assert.equal(unknown.isError, true);
  assert.match(text(unknown), /^gap_depth is not an argument of graph/);
  const empty = await call('graph', {});
  assert.deepEqual([empty.isError, text(empty)], [true, 'text is required (or statements, or the name of a saved graph)']);
  writeFileSync(path.join(dir, 'secret.txt'), 'private words');
  // A glob through .. that reaches past the roots (the repository's own package.json) is refused.
  for (const file of ['../package.json', path.join(dir, 'secret.txt'), '../../*.json']) {
    const outside = await call('graph', { files: [file] });
    assert.equal(outside.isError, true, file);
    assert.match(text(outside), /outside the directories this server may read|does not exist|No files match/, file);
    assert.doesNotMatch(text(outside), /private words/);
  }
  assert.match(text(await call('graph', { files: ['../../*.json'] })), /outside the directories this server may read/);
  // Through .. and back into the root, a glob finds what it finds from inside.
  const back = await call('graph', { files: ['../fixtures/topic*.txt'] });
  assert.equal(back.isError, undefined, text(back));
  const missing = await call('graph', { files: ['nope.txt'] });
  assert.deepEqual([missing.isError, text(missing)], [true, 'nope.txt does not exist.']);
});

test('a string where a list is expected is a list of one, for every list argument of every tool', async () => {
  // As the MCP Inspector's command line and many agents send a list of one.
  const graph = await call('graph', { files: 'topics.txt' });
  assert.equal(graph.isError, undefined, text(graph));
  assert.equal(text(graph) + '\n', await cli(['graph', '-f', 'summary', 'topics.txt']));
  const dot = await call('dot', { files: 'topics.txt', optimize: 'gaps' });
  assert.equal(text(dot), text(await call('dot', { files: ['topics.txt'], optimize: 'gaps' })));
  const one = await call('graph', { statements: 'Rivers feed farms and farms need rain.', format: 'json' });
  assert.equal(one.isError, undefined, text(one));
  assert.deepEqual(one.structuredContent, (await call('graph', { statements: ['Rivers feed farms and farms need rain.'], format: 'json' })).structuredContent);
  // Every other list argument: a string answers as the list of that one string does (an answer or the same error).
  const { tools } = await client.listTools();
  let checked = 0;
  for (const tool of tools) {
    for (const [name, schema] of Object.entries((tool.inputSchema as { properties: Record<string, { type?: string }> }).properties)) {
      if (schema.type !== 'array') continue;
      const value = name === 'files' ? 'focused.txt' : 'Rivers feed farms.';
      const base = tool.name === 'intent' ? { searchQuery: 'rivers' } : tool.name === 'related' && name !== 'files' ? { searchQuery: 'rivers', text: 'Rivers feed farms.' } : {};
      const asString = await call(tool.name, { ...base, [name]: value });
      const asList = await call(tool.name, { ...base, [name]: [value] });
      assert.deepEqual([asString.isError, text(asString)], [asList.isError, text(asList)], `${tool.name}.${name}`);
      checked++;
    }
  }
  assert.ok(checked >= 10, `${checked} list arguments`);
});

test('saved graphs: save_graph, list_graphs, search, and tna://graphs/{name} resources', async () => {
  const saved = await call('save_graph', { name: 'water notes', text: 'Rain feeds rivers.\nRivers water the farms.' });
  assert.match(text(saved), /^Saved as "water notes" \(tna:\/\/graphs\/anonymous\/water%20notes\)\.\n\n<MainConcepts>/);
  const list = await call('list_graphs', {});
  assert.deepEqual((list.structuredContent!.graphs as Array<{ contextName: string }>).map((g) => g.contextName), ['water notes']);
  const found = await call('search', { query: 'rivers' });
  assert.match(text(found), /^Matching statements, most relevant first:\nwater notes:\d: /);
  assert.equal(text(await call('search', { query: 'volcano' })), 'No saved statement matches.');
  const { resources } = await client.listResources();
  assert.deepEqual(resources.map((r) => [r.uri, r.name]), [['tna://graphs/water%20notes', 'water notes']]);
  const read = await client.readResource({ uri: 'tna://graphs/water%20notes' });
  assert.equal((read.contents[0] as { text: string }).text + '\n', await cli(['graph', '-f', 'summary', '--name', 'water notes']));
  await assert.rejects(client.readResource({ uri: 'tna://graphs/nothing' }), /no saved graph named "nothing"/);
});

test('the find_gaps prompt carries the graph of the text', async () => {
  const { prompts } = await client.listPrompts();
  assert.deepEqual(prompts.map((p) => p.name), ['find_gaps']);
  const prompt = await client.getPrompt({ name: 'find_gaps', arguments: { text: 'Rivers feed farms.\nFarms need rain.\nCities burn coal.' } });
  const message = (prompt.messages[0].content as { text: string }).text;
  assert.match(message, /<MainConcepts>\n.*river/);
  assert.match(message, /Which of these gaps matter most/);
});

test('check runs the repository\'s rules on files inside the roots, as tna check does', async () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'tna-mcp-check-'));
  const docs = path.join(repo, 'docs');
  mkdirSync(docs);
  copyFileSync(path.join(FIXTURES, 'check', 'guide.md'), path.join(docs, 'guide.md'));
  copyFileSync(path.join(FIXTURES, 'check', 'biased.md'), path.join(docs, 'biased.md'));
  writeFileSync(path.join(repo, 'tna.config.json'), JSON.stringify({ check: { rules: { 'top-concept-share': { max: '50%' } }, analysis: { minStatements: 1 } } }));
  const checker = new Client({ name: 'tna-check', version: '1.0.0' });
  await checker.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', '--root', repo], env, cwd: repo, stderr: 'pipe' }));
  try {
    const result = (await checker.callTool({ name: 'check', arguments: { files: ['docs/*.md'], format: 'json' } })) as CallResult;
    assert.equal(result.isError, undefined, text(result));
    assert.equal(result.structuredContent!.passed, false);
    const byFile = (JSON.parse(text(result)) as { files: Array<{ file: string; results: Array<{ rule: string; passed: boolean }> }> }).files;
    assert.deepEqual(byFile.map((f) => [path.basename(f.file), f.results.map((r) => [r.rule, r.passed])]), [
      ['biased.md', [['top-concept-share', false]]],
      ['guide.md', [['top-concept-share', true]]],
    ]);
    const cliRun = await runTna(['check', '-f', 'json', 'docs/*.md'], { env, cwd: repo });
    assert.equal(cliRun.code, 1);
    // The same report, paths relative to the working directory as the command prints them.
    assert.deepEqual(JSON.parse(text(result)), JSON.parse(cliRun.stdout));
    // The text report (the default) measures its columns in a terminal's widths, for a file named in Chinese too.
    copyFileSync(path.join(FIXTURES, 'check', 'guide.md'), path.join(repo, '指南.md'));
    const report = (await checker.callTool({ name: 'check', arguments: { files: ['指南.md'] } })) as CallResult;
    assert.equal(report.isError, undefined, text(report));
    assert.match(text(report), /^FILE +RULE/m);
    assert.match(text(report), /^指南\.md {2,}top-concept-share/m);
  } finally {
    await checker.close();
  }
  // The configuration found by walking up must lie inside the roots too.
  const inner = new Client({ name: 'tna-check-inner', version: '1.0.0' });
  await inner.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', '--root', docs], env, cwd: docs, stderr: 'pipe' }));
  try {
    const outside = (await inner.callTool({ name: 'check', arguments: { files: ['guide.md'] } })) as CallResult;
    assert.equal(outside.isError, true);
    assert.match(text(outside), /^config: .*tna\.config\.json is outside the directories this server may read/);
  } finally {
    await inner.close();
  }
});

test('over streamable HTTP: a valid bearer token is required, and the calls act for its user', async () => {
  const server = await startListening(['mcp', '--http', '0', '--root', FIXTURES], { ...env, TNA_SERVE_TOKENS: 'alice-token-0123456789:alice' });
  try {
    const url = new URL(server.url);
    const anonymous = new Client({ name: 'no-token', version: '1.0.0' });
    await assert.rejects(anonymous.connect(new StreamableHTTPClientTransport(url)), /401|bearer token/i);
    const wrong = new Client({ name: 'wrong-token', version: '1.0.0' });
    await assert.rejects(wrong.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { Authorization: 'Bearer nope' } } })), /401|bearer token/i);

    const alice = new Client({ name: 'alice', version: '1.0.0' });
    await alice.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { Authorization: 'Bearer alice-token-0123456789' } } }));
    assert.equal((await alice.listTools()).tools.length, 11);
    const saved = (await alice.callTool({ name: 'save_graph', arguments: { name: 'plan', text: 'Trees need rain.', userName: 'mallory' } })) as CallResult;
    assert.match(text(saved), /tna:\/\/graphs\/alice\/plan/, 'the token decides the user, not the argument');
    const graph = (await alice.callTool({ name: 'graph', arguments: { files: ['topics.txt'] } })) as CallResult;
    assert.equal(text(graph) + '\n', await cli(['graph', '-f', 'summary', 'topics.txt']));
    await alice.close();
  } finally {
    const ended = await server.stop();
    assert.equal(ended.code, 0, server.stderr());
  }
});

test('ask_model: a prompt about DOT lines goes to the configured model; mode topics names clusters line by line', async () => {
  const provider = await startFakeProvider();
  const withModel = new Client({ name: 'tna-test', version: '1.0.0' });
  const modelEnv = { ...env, OPENAI_BASE_URL: provider.baseURL, OPENAI_API_KEY: 'sk-mcp', TNA_AI_RETRIES: '0' };
  await withModel.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', '--root', FIXTURES], env: modelEnv, cwd: dir, stderr: 'pipe' }));
  try {
    provider.answer = () => 'Ask how rivers shape farms.';
    const dot = text(await call('dot', { files: ['topics.txt'] }));
    const asked = (await withModel.callTool({ name: 'ask_model', arguments: { prompt: 'Which question bridges these?', promptGraph: dot } })) as CallResult;
    assert.equal(asked.isError, undefined, text(asked));
    assert.equal(text(asked), 'Ask how rivers shape farms.');
    assert.ok(provider.requests[0].body.messages![0].content.includes(dot.split('\n')[0]), 'the DOT lines reach the model');
    provider.answer = () => JSON.stringify({ 1: 'River Farming', 2: 'Central Banking' });
    const named = (await withModel.callTool({ name: 'ask_model', arguments: { mode: 'topics', topicalClusters: [{ text: '"river, farm"' }, { text: '"bank, rate"' }] } })) as CallResult;
    assert.equal(text(named), '1. River Farming\n2. Central Banking');
  } finally {
    await withModel.close();
    await provider.stop();
  }
});
