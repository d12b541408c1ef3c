import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { ApiError } from '../../src/core/errors.js';
import { DEFAULT_MODEL, languageModelFromEnv, modelConfigFromEnv, OpenAiCompatibleModel, type ModelConfig } from '../../src/ai/client.js';
import { CREATED, startFakeProvider, TOTAL_TOKENS, type FakeProvider } from './fake-provider.js';

const KEY = 'sk-test-SECRET0123456789';
let provider: FakeProvider;

before(async () => {
  provider = await startFakeProvider();
});
after(() => provider.stop());
beforeEach(() => provider.reset());

function model(overrides: Partial<ModelConfig> = {}): OpenAiCompatibleModel {
  return new OpenAiCompatibleModel({
    apiKey: KEY,
    baseURL: provider.baseURL,
    model: 'test-model',
    timeoutMs: 5000,
    retries: 2,
    retryBaseMs: 1,
    maxRetryWaitMs: 2000,
    ...overrides,
  });
}

const messages = [
  { role: 'system' as const, content: 'You are terse.' },
  { role: 'user' as const, content: 'Say something.' },
];

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected a failure');
}

test('a plain completion: text, finish reason, total tokens and created come from the reply', async () => {
  provider.script({ kind: 'ok', text: 'Plant more trees.', finishReason: 'length' });
  const reply = await model().complete({ messages });
  assert.deepEqual(reply, { text: 'Plant more trees.', finishReason: 'length', totalTokens: TOTAL_TOKENS, created: CREATED });
  assert.equal(provider.requests.length, 1);
  const sent = provider.requests[0];
  assert.equal(sent.path, '/v1/chat/completions');
  assert.equal(sent.headers.authorization, `Bearer ${KEY}`);
  assert.equal(sent.body.model, 'test-model');
  assert.deepEqual(sent.body.messages, messages);
  assert.equal(sent.body.stream, undefined);
});

test('the request model overrides the configured one', async () => {
  await model().complete({ messages, model: 'other-model' });
  assert.equal(provider.requests[0].body.model, 'other-model');
});

test('streaming: tokens arrive one by one and add up to the text; usage comes from the last chunk', async () => {
  const text = 'Bridge the garden and the economy through local markets.';
  provider.script({ kind: 'ok', text });
  const tokens: string[] = [];
  const reply = await model().complete({ messages, onToken: (t) => tokens.push(t) });
  assert.ok(tokens.length > 3, 'several pieces');
  assert.equal(tokens.join(''), text);
  assert.equal(reply.text, text);
  assert.equal(reply.finishReason, 'stop');
  assert.equal(reply.totalTokens, TOTAL_TOKENS);
  assert.equal(reply.created, CREATED);
  assert.equal(provider.requests[0].body.stream, true);
  assert.deepEqual(provider.requests[0].body.stream_options, { include_usage: true });
});

test('429 then success: retried, honouring Retry-After', async () => {
  provider.script({ kind: 'status', status: 429, headers: { 'retry-after': '0.3' } }, { kind: 'ok', text: 'ok' });
  const started = Date.now();
  const reply = await model({ retryBaseMs: 1 }).complete({ messages });
  assert.equal(reply.text, 'ok');
  assert.equal(provider.requests.length, 2);
  assert.ok(Date.now() - started >= 250, 'waited as long as Retry-After asked, not the 1 ms base delay');
});

test('5xx then success: retried with backoff', async () => {
  provider.script({ kind: 'status', status: 500 }, { kind: 'status', status: 503 }, { kind: 'ok', text: 'fine' });
  const reply = await model().complete({ messages });
  assert.equal(reply.text, 'fine');
  assert.equal(provider.requests.length, 3);
});

test('a Retry-After longer than the cap fails at once instead of waiting', async () => {
  provider.script({ kind: 'status', status: 429, headers: { 'retry-after': '3600' } });
  const error = await failure(model({ maxRetryWaitMs: 1000 }).complete({ messages }));
  assert.equal(provider.requests.length, 1);
  assert.match(error.message, /HTTP 429/);
});

test('one clear error per provider failure, each a 502/504 upstream_error that never shows the key', async () => {
  const cases: Array<[Parameters<FakeProvider['script']>[0][], number, RegExp, number]> = [
    [[{ kind: 'status', status: 401, message: `Incorrect API key provided: ${KEY}` }], 502, /rejected the API key \(HTTP 401 Unauthorized\): check OPENAI_API_KEY$/, 1],
    [[{ kind: 'status', status: 403 }], 502, /refused access \(HTTP 403 Forbidden\).*"test-model"/, 1],
    [[{ kind: 'status', status: 404, code: 'model_not_found' }], 502, /does not know the model "test-model" \(HTTP 404 Not Found\): choose another with --model/, 1],
    [[{ kind: 'status', status: 429 }, { kind: 'status', status: 429 }, { kind: 'status', status: 429 }], 502, /rate-limiting requests \(HTTP 429 Too Many Requests\) after 3 attempts/, 3],
    [[{ kind: 'status', status: 500 }, { kind: 'status', status: 502 }, { kind: 'status', status: 500 }], 502, /failed \(HTTP 500\) after 3 attempts: try again later/, 3],
    [[{ kind: 'status', status: 400, message: `context too long for key ${KEY}` }], 502, /rejected the request \(HTTP 400\): context too long for key \[redacted\]/, 1],
    [[{ kind: 'garbage' }], 502, /sent a reply that is not a chat completion \(its body is not valid JSON\)/, 1],
    [[{ kind: 'garbage', contentType: 'text/plain' }], 502, /not a chat completion \(its body is not a JSON object\)/, 1],
    [[{ kind: 'slow', delayMs: 1500 }], 504, /did not answer within 0\.3 s: try again, or allow more time with TNA_AI_TIMEOUT/, 1],
  ];
  for (const [replies, status, message, requests] of cases) {
    provider.reset();
    provider.script(...replies);
    const error = await failure(model({ timeoutMs: 300, retries: 2 }).complete({ messages }));
    assert.equal(error.status, status, error.message);
    assert.equal(error.code, 'upstream_error');
    assert.match(error.message, message);
    assert.ok(!error.message.includes(KEY) && !error.message.includes('SECRET'), 'the key is never shown');
    assert.equal(provider.requests.length, requests, `${error.message}: attempts`);
  }
});

test('streamed failures: garbage chunks are malformed; a stalled stream times out and is not retried', async () => {
  provider.script({ kind: 'stream-garbage' });
  const garbage = await failure(model().complete({ messages, onToken: () => {} }));
  assert.match(garbage.message, /not a chat completion/);
  provider.reset();
  provider.script({ kind: 'stall-after-first-chunk' });
  const tokens: string[] = [];
  const stalled = await failure(model({ timeoutMs: 300 }).complete({ messages, onToken: (t) => tokens.push(t) }));
  assert.equal(stalled.status, 504);
  assert.match(stalled.message, /stopped midway/);
  assert.deepEqual(tokens, ['Partial']);
  assert.equal(provider.requests.length, 1, 'text already shown is never repeated by a retry');
});

test('a server that is not there: a connection error naming the address, after the retries', async () => {
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const error = await failure(model({ baseURL: `http://user:pw@127.0.0.1:${port}/v1`, retries: 1 }).complete({ messages }));
  assert.equal(error.status, 502);
  assert.match(error.message, new RegExp(`Cannot reach the language-model provider at http://127\\.0\\.0\\.1:${port}/v1 after 2 attempts`));
  assert.doesNotMatch(error.message, /pw/);
});

test('configuration from the environment: key or base URL, TNA_MODEL, TNA_AI_TIMEOUT', async () => {
  assert.equal(modelConfigFromEnv({}), undefined);
  assert.equal(languageModelFromEnv({ OPENAI_API_KEY: '  ' }), undefined);
  const local = modelConfigFromEnv({ OPENAI_BASE_URL: 'http://localhost:11434/v1' })!;
  assert.equal(local.apiKey, undefined);
  assert.equal(local.model, DEFAULT_MODEL);
  const env = modelConfigFromEnv({ OPENAI_API_KEY: 'k', TNA_MODEL: 'llama3', TNA_AI_TIMEOUT: '2.5', TNA_AI_RETRIES: '0' })!;
  assert.equal(env.model, 'llama3');
  assert.equal(env.timeoutMs, 2500);
  assert.equal(env.retries, 0);
  assert.throws(() => modelConfigFromEnv({ OPENAI_API_KEY: 'k', TNA_AI_TIMEOUT: 'soon' }), /TNA_AI_TIMEOUT must be a number of seconds/);
  // A bad setting fails the requests that use the model, not the whole program.
  const broken = languageModelFromEnv({ OPENAI_API_KEY: 'k', TNA_AI_TIMEOUT: 'soon' })!;
  await assert.rejects(broken.complete({ messages }), /TNA_AI_TIMEOUT/);
  // Without a key, a local server still gets a request (with a placeholder key).
  const keyless = new OpenAiCompatibleModel({ ...modelConfigFromEnv({ OPENAI_BASE_URL: provider.baseURL })!, retryBaseMs: 1 });
  await keyless.complete({ messages });
  assert.equal(provider.requests[0].headers.authorization, 'Bearer no-key');
  assert.equal(provider.requests[0].body.model, DEFAULT_MODEL);
});
