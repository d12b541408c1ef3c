// The API document against a real `tna serve`, as an OpenAPI-driven tester uses it: Portman turns
// the document the server publishes into a Postman collection — one request per operation, made
// from the request schemas, and fuzzed variations that break them (a required field left out, a
// number under its minimum or over its maximum, a string too short) — and newman sends them. Every
// answer must be a status the document lists for that operation, with a body of that status's
// schema; never a 5xx. A request the document allows is answered 2xx, or 400 (404) only for a
// rule the operation's 400 (404) response names (what a schema cannot say, such as the order of
// two dates); a fuzzed request the document refuses is refused with 400 naming the field broken.
// Nothing leaves 127.0.0.1: the language model is a loopback fake, no web-search provider is set.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { FakeProvider, startFakeProvider } from '../ai/fake-provider.js';
import { ROOT, startServe, type ServeProcess } from './serve-process.js';

const TOKEN = 'contract-token-0123';
const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'openapi-contract');
const PORTMAN = path.join(ROOT, 'node_modules', '@apideck', 'portman', 'bin', 'portman');
/** The requests are drawn from the schemas at random, from this seed: the same ones every run. */
const SEED = process.env.TNA_CONTRACT_SEED ?? '1';
/** The name portman-config.json gives its fuzzed variations, which Portman puts in their requests' names. */
const VARIATION = 'Refused';

/** What newman hands its listeners (it ships no types). */
interface NewmanRun {
  on(event: 'request', listener: (error: Error | null, args: { item: { name: string }; request: { method: string; url: { getPath(): string; getQueryString(): string } ; body?: { raw?: string } }; response?: { code: number; headers: { get(name: string): string | undefined }; stream: Buffer } }) => void): NewmanRun;
  on(event: 'assertion', listener: (error: Error | null, args: { item: { name: string }; assertion: string }) => void): NewmanRun;
  on(event: 'done', listener: (error: Error | null) => void): NewmanRun;
}
const newman = createRequire(import.meta.url)('newman') as { run(options: Record<string, unknown>): NewmanRun };

interface Exchange {
  /** `POST /api/v1/dotGraph` */
  operation: string;
  method: string;
  route: string;
  /** A fuzzed variation (Portman's variation tests), or the request made from the schemas as they are. */
  variation: boolean;
  name: string;
  /** The request as sent: method, path and query, and its body. */
  sent: string;
  /** The body sent, as JSON (undefined for none). */
  json: unknown;
  status: number;
  contentType: string;
  body: string;
}

let provider: FakeProvider;
let serve: ServeProcess;
let document: any;
const exchanges: Exchange[] = [];
const failedAssertions: string[] = [];

before(async () => {
  provider = await startFakeProvider();
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-contract-'));
  const env = { TNA_SERVE_TOKENS: `${TOKEN}:alice`, OPENAI_BASE_URL: provider.baseURL, OPENAI_API_KEY: 'sk-contract', TNA_AI_RETRIES: '0', TNA_MODEL: 'local-model' };
  // No rate limit: how fast the requests come must not decide an answer.
  serve = await startServe(['--db', path.join(dir, 'tna.db'), '--workers', '1', '--rate-limit', '0', '--quiet'], env);
  const served = await fetch(`${serve.url}/openapi.json`);
  document = await served.json();
  const documentFile = path.join(dir, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(document));
  const collectionFile = path.join(dir, 'collection.json');
  await promisify(execFile)(
    process.execPath,
    ['--import', pathToFileURL(path.join(FIXTURES, 'seeded-random.mjs')).href, PORTMAN, '--local', documentFile, '--baseUrl', serve.url, '--output', collectionFile,
      '--portmanConfigFile', path.join(FIXTURES, 'portman-config.json'), '--postmanConfigFile', path.join(FIXTURES, 'postman-config.json')],
    { cwd: dir, env: { PATH: process.env.PATH ?? '', TNA_CONTRACT_SEED: SEED }, maxBuffer: 16 * 1024 * 1024 },
  );
  const collection = JSON.parse(readFileSync(collectionFile, 'utf8'));
  await new Promise<void>((resolve, reject) => {
    newman
      .run({ collection, envVar: [{ key: 'bearerToken', value: TOKEN }, { key: 'baseUrl', value: serve.url }], reporters: [], timeoutRequest: 120_000 })
      .on('request', (error, { item, request, response }) => {
        if (error || !response) return void failedAssertions.push(`${item.name}: no answer (${error?.message})`);
        const route = routeOf(request.url.getPath());
        const method = request.method.toLowerCase();
        exchanges.push({
          operation: `${request.method} ${route}`,
          method,
          route,
          variation: item.name.includes(`[${VARIATION}]`),
          name: item.name,
          sent: `${request.method} ${request.url.getPath()}?${request.url.getQueryString()} ${request.body?.raw ?? ''}`,
          json: request.body?.raw ? JSON.parse(request.body.raw) : undefined,
          status: response.code,
          contentType: response.headers.get('content-type') ?? '',
          body: response.stream.toString('utf8'),
        });
      })
      .on('assertion', (error, { item, assertion }) => {
        if (error) failedAssertions.push(`${item.name}: ${assertion}: ${error.message}`);
      })
      .on('done', (error) => (error ? reject(error) : resolve()));
  });
});

after(async () => {
  await serve?.stop();
  await provider?.stop();
});

/** The document's path a request's path matches (`/api/v1/graphs/{owner}/{name}` for a saved graph's link). */
function routeOf(sentPath: string): string {
  for (const route of Object.keys(document.paths)) {
    const pattern = new RegExp('^' + route.replace(/\{[^}]+\}/g, '[^/]+') + '$');
    if (pattern.test(sentPath)) return route;
  }
  return sentPath;
}

const describe = (e: Exchange) => `${e.operation} (${e.name}) → ${e.status} ${e.body.slice(0, 300)}\n  sent: ${e.sent.replace(/\s+/g, ' ').slice(0, 400)}`;

test('the tester sent every operation of the document, and variations that break its schemas', () => {
  const operations = Object.entries(document.paths).flatMap(([route, item]) => Object.keys(item as object).map((method) => `${method.toUpperCase()} ${route}`));
  const sent = new Set(exchanges.filter((e) => !e.variation).map((e) => e.operation));
  assert.deepEqual(operations.filter((o) => !sent.has(o)), [], 'operations without a request');
  assert.ok(exchanges.filter((e) => e.variation).length >= 20, `${exchanges.filter((e) => e.variation).length} variations`);
});

test('every answer is a status the document lists for its operation, with a body of that status\'s schema; no 5xx', () => {
  const ajv = validator();
  const wrong: string[] = [];
  for (const e of exchanges) {
    if (e.status >= 500) {
      wrong.push(`5xx: ${describe(e)}`);
      continue;
    }
    const documented = document.paths[e.route]?.[e.method]?.responses?.[String(e.status)];
    if (!documented) {
      wrong.push(`status not listed for ${e.operation}: ${describe(e)}`);
      continue;
    }
    const type = e.contentType.split(';')[0].trim();
    const media = documented.content?.[type];
    if (!media) {
      wrong.push(`content type ${type} not listed for ${e.operation} ${e.status}: ${describe(e)}`);
      continue;
    }
    if (type !== 'application/json') continue;
    const validate = ajv.compile(rebase(media.schema));
    if (!validate(JSON.parse(e.body))) wrong.push(`body not of the schema: ${ajv.errorsText(validate.errors)}: ${describe(e)}`);
  }
  assert.deepEqual(wrong, []);
});

test('a request made from the schemas is answered 2xx, or 400/404 for a rule its operation\'s response names', () => {
  const refused = exchanges.filter((e) => !e.variation && !answeredAsAllowed(e)).map(describe);
  assert.deepEqual(refused, []);
});

/** A request the document allows: answered 2xx, or 400/404 for a rule that response's description names (by the error's field). */
function answeredAsAllowed(e: Exchange): boolean {
  if (e.status < 300) return true;
  const field = e.status === 400 || e.status === 404 ? errorField(e) : undefined;
  const named: string = document.paths[e.route][e.method].responses[String(e.status)]?.description ?? '';
  return field !== undefined && named.includes(`\`${field.split('.')[0]}\``);
}

test('a fuzzed variation the document refuses is refused with 400, naming the field it broke; one it allows is answered as such', () => {
  const ajv = validator();
  const wrong: string[] = [];
  let broken = 0;
  for (const e of exchanges.filter((x) => x.variation)) {
    const fuzzed = fuzzedField(e.name);
    const operation = document.paths[e.route][e.method];
    const inQuery = operation.parameters?.some((p: { name: string }) => p.name === fuzzed);
    // Portman leaves out a property "required" in one branch of an anyOf too: the document may still allow the result.
    const allowed = !inQuery && ajv.validate(rebase(operation.requestBody.content['application/json'].schema), e.json);
    if (allowed) {
      if (!answeredAsAllowed(e)) wrong.push(`allowed, but ${describe(e)}`);
      continue;
    }
    broken++;
    const field = e.status === 400 ? errorField(e) ?? '' : '';
    // The error names that field, a field it lies in, or the body as a whole (dotGraph's body may itself be the graph).
    const names = field === fuzzed || fuzzed.startsWith(`${field}.`) || (field === 'body' && !inQuery);
    if (e.status !== 400 || !names) wrong.push(`${fuzzed}: ${describe(e)}`);
  }
  assert.deepEqual(wrong, []);
  assert.ok(broken >= 20, `${broken} variations broke a rule`);
});

test('the tester\'s own checks pass: every answer JSON, as its content type says', () => {
  assert.deepEqual(failedAssertions, []);
});

function errorField(e: Exchange): string | undefined {
  return (JSON.parse(e.body) as { error?: { field?: string } }).error?.field;
}

/** `…[Refused][required searchQueries[0].query]` → `searchQueries.0.query`, as an error names a field. */
function fuzzedField(name: string): string {
  const what = name.slice(name.indexOf(`[${VARIATION}][`) + VARIATION.length + 3, -1);
  return what.split(' ').pop()!.replace(/\[(\d+)\]/g, '.$1');
}

/** JSON Schema 2020-12 with the document's components, and its formats (date-time, date) checked. */
function validator(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'tna', components: document.components });
  return ajv;
}

/** A schema with its references pointing into the registered document. */
function rebase(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"tna#/components/'));
}
