import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { LocalService } from '../../src/service/local.js';
import { OpenAiCompatibleModel } from '../../src/ai/client.js';
import { run } from '../../src/cli/main.js';
import type { IO } from '../../src/cli/io.js';
import { CREATED, startFakeProvider, TOTAL_TOKENS, type FakeProvider } from '../ai/fake-provider.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = path.join(root, 'bin', 'tna.js');
const fixture = path.join(root, 'test', 'fixtures', 'topics.txt');
const dir = mkdtempSync(path.join(tmpdir(), 'tna-advice-'));
const KEY = 'sk-cli-SECRET987654321';

let provider: FakeProvider;
before(async () => {
  provider = await startFakeProvider();
});
after(() => provider.stop());
beforeEach(() => provider.reset());

/** The real launcher as a child process; asynchronous, so the fake provider in this process can answer. */
function tna(args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env: { PATH: process.env.PATH ?? '', ...options.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

const withProvider = (extra: Record<string, string> = {}) => ({ OPENAI_BASE_URL: provider.baseURL, OPENAI_API_KEY: KEY, TNA_AI_RETRIES: '0', ...extra });

test('tna advice FILE prints the advice text; the request carries the key, the default model and the graph', async () => {
  provider.script({ kind: 'ok', text: 'How could festivals pay for garden soil?' });
  const r = await tna(['advice', fixture], { env: withProvider() });
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, 'How could festivals pay for garden soil?\n');
  assert.equal(r.stderr, '');
  assert.equal(provider.requests.length, 1);
  const sent = provider.requests[0];
  assert.equal(sent.headers.authorization, `Bearer ${KEY}`);
  assert.equal(sent.body.model, 'gpt-4o-mini');
  assert.equal(sent.body.stream, undefined, 'in a pipe the advice is not streamed');
  assert.match(sent.body.messages!.at(-1)!.content, /^Ask one thought-provoking question/);
});

test('--format json prints the AI advice response; flags reach the request', async () => {
  const r = await tna(
    ['advice', '-f', 'json', '--mode', 'summary', '--optimize', 'reinforce', '--pin', 'economy,rate', '--prompt', 'For a town council.',
      '--system', 'Be brief.', '--model', 'local-llama', '--gap-depth', '2', '--transcend', '--include-statements', fixture],
    { env: withProvider({ TNA_MODEL: 'ignored-because-of-flag' }) },
  );
  assert.equal(r.code, 0, r.stderr);
  const json = JSON.parse(r.stdout);
  assert.equal(json.aiAdvice.length, 1);
  assert.equal(json.aiAdvice[0].finish_reason, 'stop');
  assert.equal(json.usage, TOTAL_TOKENS);
  assert.equal(json.created_timestamp, CREATED);
  assert.ok(json.graph.networkGraph.nodes.length > 10);
  assert.equal(json.statements.length, 12);
  const sent = provider.requests[0].body;
  assert.equal(sent.model, 'local-llama');
  assert.deepEqual(sent.messages![0], { role: 'system', content: 'Be brief.' });
  const user = sent.messages!.at(-1)!.content;
  assert.match(user, /^Summarize the discourse that these concepts describe, focusing on the main topics/);
  assert.match(user, /<PinnedConcepts>\neconomy, rate\n/);
  assert.match(user, /For a town council\.$/);
  assert.doesNotMatch(user, /<Relations>/, '--transcend leaves the structure out');
});

test('TNA_MODEL sets the model; --ai-topics names the clusters first', async () => {
  provider.answer = (req) =>
    req.body.messages![0].content.includes('You name the topical clusters') ? '{"0": "Young trees", "1": "Garden soil"}' : 'Advice.';
  // The fixture's five clusters are the reference analysis's.
  const r = await tna(['advice', '--ai-topics', '--analysis', 'reference', '-f', 'json', fixture], { env: withProvider({ TNA_MODEL: 'llama3' }) });
  assert.equal(r.code, 0, r.stderr);
  assert.equal(provider.requests.length, 2);
  assert.ok(provider.requests.every((q) => q.body.model === 'llama3'));
  const clusters = JSON.parse(r.stdout).graph.networkGraph.attributes.top_clusters;
  assert.equal(clusters.find((c: { community: string }) => c.community === '0').aiName, 'Young trees');
  // Two of five clusters named: a warning, on stderr only when it is a terminal.
  assert.match(JSON.parse(r.stdout).warning, /named 2 of 5 clusters/);
  assert.equal(r.stderr, '');
});

test('--prompt-only prints the exact messages with no key and no network; -f json the request body that is sent', async () => {
  const args = ['advice', '--mode', 'idea', '--optimize', 'latent', fixture];
  const text = await tna([...args, '--prompt-only'], { env: {} });
  assert.equal(text.code, 0, text.stderr);
  assert.match(text.stdout, /^\[system\]\nYou help a person think/);
  assert.match(text.stdout, /\n\n\[user\]\nPropose one original idea that connects the least represented topics/);
  const json = await tna([...args, '--prompt-only', '-f', 'json', '--model', 'm1'], { env: {} });
  assert.equal(json.code, 0, json.stderr);
  assert.equal(provider.requests.length, 0, 'nothing was sent');
  const printed = JSON.parse(json.stdout);
  assert.equal(json.stdout.trim().split('\n').length, 1, 'one request body a line');

  // The same flags for real: the provider receives exactly the printed messages.
  const real = await tna([...args, '--model', 'm1'], { env: withProvider() });
  assert.equal(real.code, 0, real.stderr);
  assert.deepEqual({ model: provider.requests[0].body.model, messages: provider.requests[0].body.messages }, printed);

  const extended = await tna(['advice', '--extended', '--prompt-only', fixture], { env: {} });
  assert.equal((extended.stdout.match(/^=== request \d of 3 ===$/gm) ?? []).length, 3);
});

test('--graph FILE and --graph - advise on a supplied graph (E4)', async () => {
  const e1 = await new LocalService().graphAndStatements({}, { text: 'Trees need rain.\nBanks raise rates.\nRain feeds trees and farms.\nRates slow the economy.' });
  const file = path.join(dir, 'graph.json');
  writeFileSync(file, JSON.stringify(e1));
  const fromFile = await tna(['advice', '--graph', file, '--optimize', 'develop', '--context', 'A school essay.', '--language', 'es'], { env: withProvider() });
  assert.equal(fromFile.code, 0, fromFile.stderr);
  const user = provider.requests[0].body.messages!.at(-1)!.content;
  assert.match(user, /<Context>\nA school essay\.\n<\/Context>/);
  assert.match(user, /Reply in Spanish\./);
  provider.reset();
  const fromStdin = await tna(['advice', '--graph', '-', '-f', 'json'], { input: JSON.stringify(e1.entriesAndGraphOfContext.graph.networkGraph), env: withProvider() });
  assert.equal(fromStdin.code, 0, fromStdin.stderr);
  assert.deepEqual(Object.keys(JSON.parse(fromStdin.stdout)).sort(), ['aiAdvice', 'created_timestamp', 'usage']);

  const bad = await tna(['advice', '--graph', '-'], { input: '{"nodes": [', env: withProvider() });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^tna: --graph: stdin is not valid JSON/);
  const notGraph = await tna(['advice', '--graph', '-'], { input: '{"hello": 1}', env: withProvider() });
  assert.equal(notGraph.code, 2);
  assert.match(notGraph.stderr, /^tna: --graph: must be a node-link graph/);
});

test('--compare MODE advises on several texts compared (E8)', async () => {
  const a = path.join(dir, 'a.txt');
  const b = path.join(dir, 'b.txt');
  writeFileSync(a, 'Gardeners plant trees in spring.\nTrees need rain and soil.\n');
  writeFileSync(b, 'Trees need rain and soil.\nBanks raise interest rates against inflation.\n');
  const r = await tna(['advice', '--compare', 'difference', '--optimize', 'develop', a, b], { env: withProvider() });
  assert.equal(r.code, 0, r.stderr);
  assert.match(provider.requests[0].body.messages!.at(-1)!.content, /<Graph>\ndifference: /);
});

test('errors: one clear line each; no key → exit 2, provider failures → exit 1; never the key, never a stack', async () => {
  const noModel = await tna(['advice', fixture], { env: {} });
  assert.equal(noModel.code, 2);
  assert.equal(noModel.stdout, '');
  assert.match(noModel.stderr, /^tna: No language model is configured: set OPENAI_API_KEY .*OPENAI_BASE_URL.*--prompt-only\n$/);

  const cases: Array<[Parameters<FakeProvider['script']>[0], RegExp, Record<string, string>?]> = [
    [{ kind: 'status', status: 401, message: `Incorrect API key provided: ${KEY}` }, /^tna: The language-model provider rejected the API key \(HTTP 401 Unauthorized\): check OPENAI_API_KEY\n$/],
    [{ kind: 'status', status: 403 }, /^tna: The language-model provider refused access \(HTTP 403 Forbidden\)/],
    [{ kind: 'status', status: 404, code: 'model_not_found' }, /^tna: The language-model provider does not know the model "gpt-4o-mini" \(HTTP 404 Not Found\): choose another with --model/],
    [{ kind: 'status', status: 429, headers: { 'retry-after': '1' } }, /^tna: The language-model provider is rate-limiting requests \(HTTP 429 Too Many Requests\)/],
    [{ kind: 'status', status: 503 }, /^tna: The language-model provider failed \(HTTP 503\): try again later\n$/],
    [{ kind: 'garbage' }, /^tna: The language-model provider at http:\/\/127\.0\.0\.1:\d+\/v1 sent a reply that is not a chat completion/],
    [{ kind: 'slow', delayMs: 3000 }, /^tna: The language-model provider did not answer within 0\.4 s/, { TNA_AI_TIMEOUT: '0.4' }],
  ];
  for (const [reply, message, env] of cases) {
    provider.reset();
    provider.script(reply);
    const r = await tna(['advice', fixture], { env: withProvider(env) });
    assert.equal(r.code, 1, `${r.stderr}`);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, message);
    assert.equal(r.stderr.split('\n').length, 2, 'one line');
    assert.ok(!r.stderr.includes('SECRET'), 'the key is never printed');
  }

  const badInput: Array<[string[], RegExp]> = [
    [['advice', '--stream', '-f', 'json', fixture], /^tna: --stream prints the advice text as it arrives; it does not go with --format json/],
    [['advice', '--mode', 'poem', fixture], /argument 'poem' is invalid/],
    [['advice', '--mode', 'chat', fixture], /^tna: --prompt: is required when requestMode is chat/],
    [['advice', '--pin', 'trees', fixture], /^tna: --pin: "trees" is not a concept of the graph \(did you mean "tree"\?\)/],
    [['advice', '--optimize', 'develop', '--topics', '42', fixture], /^tna: --topics: "42" is not a cluster of the graph/],
    [['advice', '--gap-depth', '7', fixture], /^tna: --gap-depth: must be an integer from 0 to 3/],
    [['advice', '--graph', fixture, fixture], /^tna: --graph advises on the supplied graph alone/],
  ];
  for (const [args, message] of badInput) {
    const r = await tna(args, { env: withProvider() });
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message, args.join(' '));
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
});

/** An in-process IO whose stdout is a terminal, to see streaming (a child process has no terminal). */
function terminalIO(): { io: IO; writes: string[] } {
  const writes: string[] = [];
  const stdout = new PassThrough();
  stdout.on('data', (d) => writes.push(String(d)));
  return {
    writes,
    io: {
      stdin: Readable.from([]),
      stdout,
      stderr: new PassThrough(),
      stdinIsTTY: false,
      stdoutIsTTY: true,
      stderrIsTTY: false,
      env: {},
      cwd: root,
    },
  };
}

test('--stream on a terminal writes the advice as it arrives; in a pipe it comes whole', async () => {
  const text = 'Which local festivals could fund the orchestra and the garden?';
  provider.script({ kind: 'ok', text });
  const factory = async () => new LocalService({ languageModel: new OpenAiCompatibleModel({ baseURL: provider.baseURL, model: 'm', timeoutMs: 3000, retries: 0, retryBaseMs: 1, maxRetryWaitMs: 10 }) });
  const terminal = terminalIO();
  assert.equal(await run(['advice', '--stream', fixture], terminal.io, factory), 0);
  assert.equal(provider.requests[0].body.stream, true);
  assert.ok(terminal.writes.length > 3, 'written piece by piece');
  assert.equal(terminal.writes.join(''), text + '\n');

  provider.reset();
  provider.script({ kind: 'ok', text });
  const r = await tna(['advice', '--stream', fixture], { env: withProvider() });
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, text + '\n');
  assert.equal(provider.requests[0].body.stream, undefined);
});

test('tna compare --advice asks about the comparison (E8): the same request as tna advice --compare, and the advice printed', async () => {
  const a = path.join(dir, 'target.txt');
  const b = path.join(dir, 'other.txt');
  writeFileSync(a, 'Gardeners plant young trees in warm spring soil.\nCompost feeds the garden soil.\n');
  writeFileSync(b, 'Gardeners plant young trees in warm spring soil.\nThe central bank raised interest rates to slow inflation.\n');
  const viaCompare = await tna(['compare', '--advice', '-m', 'difference', '--prompt-only', a, b]);
  const viaAdvice = await tna(['advice', '--compare', 'difference', '--prompt-only', a, b]);
  assert.equal(viaCompare.code, 0, viaCompare.stderr);
  assert.equal(viaCompare.stdout, viaAdvice.stdout);
  assert.match(viaCompare.stdout, /inflation|interest|bank/, 'the difference is what the first text lacks');

  provider.script({ kind: 'ok', text: 'What would a gardener make of interest rates?' });
  const r = await tna(['compare', '--advice', '-m', 'difference', a, b], { env: withProvider() });
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, 'What would a gardener make of interest rates?\n');
  assert.equal(provider.requests.length, 1);

  const named = await tna(['compare', '--advice', '--name', 'notes', a]);
  assert.equal(named.code, 2);
  assert.match(named.stderr, /^tna: --advice compares text files/);
});
