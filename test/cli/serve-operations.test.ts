// tna serve as an operator runs it: metrics a scraper parses, logs with no submitted text at any
// level, a graceful stop under 20 requests of 200 KB in flight, and no keyless access beyond
// loopback unless asked for. Real processes, real addresses from the State of the Union corpus.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from '../http/server-helpers.js';
import { parsePrometheus, sampleValue } from '../http/prometheus-text.js';
import { logLines, requestsInFlight, ROOT, runTna, startListening, startServe, type ServeProcess } from './serve-process.js';

const TOKEN = 'alice-token-0123';
const TOKENS = `${TOKEN}:alice`;
const dir = mkdtempSync(path.join(tmpdir(), 'tna-serve-ops-'));


/** Resolves with the match once the server's log says it. */
function logSays(server: ServeProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve) => {
    const look = () => {
      const match = pattern.exec(server.stderr());
      if (match) {
        server.child.stderr!.off('data', look);
        resolve(match);
      }
    };
    server.child.stderr!.on('data', look);
    look();
  });
}

const SOTU = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
/** About 200 KB of addresses, starting at the i-th one: each request its own text. */
function addresses(i: number, bytes = 200 * 1024): string {
  const files = readdirSync(SOTU).filter((f) => f.endsWith('.txt')).sort();
  let text = '';
  for (let j = i; text.length < bytes; j++) text += readFileSync(path.join(SOTU, files[j % files.length]), 'utf8') + '\n';
  return text.slice(0, bytes);
}

test('GET /metrics: a token on the API port, none on --metrics-port; Prometheus text a parser reads, with requests, latency, budget, store and analyses', async () => {
  const db = path.join(dir, 'metrics.db');
  const server = await startServe(['--db', db, '--workers', '1', '--memory-budget', '256'], { TNA_SERVE_TOKENS: TOKENS });
  try {
    const saved = await request(`${server.url}/api/v1/graphAndStatements?doNotSave=false`, { token: TOKEN, body: { name: 'address', text: addresses(100, 20 * 1024) } });
    assert.equal(saved.status, 200);
    assert.equal((await request(`${server.url}/api/v1/listGraphs`, { token: TOKEN, body: {} })).status, 200);
    assert.equal((await request(`${server.url}/metrics`, { method: 'GET' })).status, 401, 'the API port asks a token');
    const scraped = await request(`${server.url}/metrics`, { method: 'GET', token: TOKEN });
    assert.equal(scraped.status, 200);
    assert.match(scraped.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    const families = parsePrometheus(scraped.text);
    const value = (name: string, labels: Record<string, string> = {}) => sampleValue(families, name, labels);
    assert.equal(families.get('tna_http_requests_total')?.type, 'counter');
    assert.equal(value('tna_http_requests_total', { route: '/api/v1/graphAndStatements', method: 'POST', status: '200' }), 1);
    assert.equal(families.get('tna_http_request_duration_seconds')?.type, 'histogram');
    assert.equal(value('tna_http_request_duration_seconds_count', { route: '/api/v1/listGraphs', method: 'POST' }), 1);
    assert.equal(value('tna_http_request_duration_seconds_bucket', { route: '/api/v1/listGraphs', le: '+Inf' }), 1);
    assert.equal(value('tna_http_requests_in_flight'), 1, 'the scrape itself');
    assert.equal(value('tna_memory_budget_bytes'), 256 * 2 ** 20);
    assert.equal(value('tna_memory_budget_used_bytes'), 0);
    assert.equal(value('tna_queue_waiting'), 0);
    assert.equal(value('tna_analyses_total', { endpoint: 'graphAndStatements', size: '64KB' }), 1, 'a body of 20 KB is in the 64 KB class');
    assert.ok(value('tna_store_query_duration_seconds_count', { operation: 'saveGraph' })! >= 1, 'the save was timed in the worker');
    assert.ok(value('tna_store_query_duration_seconds_count', { operation: 'listGraphs' })! >= 1);
    assert.ok(value('tna_process_resident_memory_bytes')! > 10e6, 'the process\' own metrics');
  } finally {
    await server.stop();
  }

  const separate = await startServe(['--db', db, '--workers', '0', '--metrics-port', '0'], { TNA_SERVE_TOKENS: TOKENS });
  try {
    const at = await logSays(separate, /metrics on (http:\/\/\S+\/metrics)/);
    const scraped = await request(at[1], { method: 'GET' });
    assert.equal(scraped.status, 200, 'no token on the metrics port');
    assert.ok(parsePrometheus(scraped.text).has('tna_http_requests_total'));
    assert.equal((await request(`${separate.url}/metrics`, { method: 'GET', token: TOKEN })).status, 404, 'and not on the API port');
  } finally {
    await separate.stop();
  }
});

test('at --log-level trace, no log line holds the submitted text, a token or the store\'s path; errors keep their detail in the log', async () => {
  const marker = 'Quixotrombulent';
  const db = path.join(dir, 'private-store-path', 'tna.db');
  const server = await startServe(['--db', db, '--workers', '1', '--log-level', 'trace'], { TNA_SERVE_TOKENS: TOKENS });
  const text = `${addresses(3, 4096)}\n${marker} rivers feed ${marker} farms.`;
  try {
    const sent = [
      await request(`${server.url}/api/v1/graphAndStatements?doNotSave=false&name=${marker}`, { token: TOKEN, body: { name: marker, text } }),
      await request(`${server.url}/api/v1/search`, { token: TOKEN, body: { query: marker } }),
      await request(`${server.url}/api/v1/graphAndStatements`, { token: TOKEN, body: `{"text": "${marker}` }),
      await request(`${server.url}/api/v1/graphs/alice/${marker}`, { method: 'GET', token: TOKEN }),
      await request(`${server.url}/api/v1/graphAndStatements`, { token: `${marker}-token`, body: { text } }),
    ];
    assert.deepEqual(sent.map((r) => r.status), [200, 200, 400, 200, 401]);
  } finally {
    await server.stop();
  }
  const log = server.stderr();
  const lines = logLines(log);
  assert.ok(lines.filter((line) => line.msg === 'request').length >= 5, log);
  for (const line of log.split('\n')) {
    for (const secret of [marker, TOKEN, 'private-store-path']) assert.ok(!line.includes(secret), `${secret} in: ${line}`);
  }
});

test('SIGTERM with 20 requests of 200 KB sent: every one the server holds is answered, new connections are refused, the process exits 0', { timeout: 300_000 }, async () => {
  // No drain timeout to speak of: however slow the machine, what is in flight is finished, not cut off.
  const server = await startServe(['--db', path.join(dir, 'drain.db'), '--workers', '1', '--rate-limit', '0', '--drain-timeout', '3600'], { TNA_SERVE_TOKENS: TOKENS });
  const texts = Array.from({ length: 20 }, (_, i) => addresses(i * 7));
  // 500 concepts each: usually all twenty arrive while the first is analyzed. How many do depends
  // on the speed of the two sides, so what is asserted is what the server said it held.
  const inFlight = texts.map((text) =>
    request(`${server.url}/api/v1/graphAndStatements?includeStatements=false&maxNodes=500`, { token: TOKEN, body: { text } }).then(
      (r) => (r.status === 200 && r.json.entriesAndGraphOfContext.graph.networkGraph.nodes.length > 50 ? 'answered' : `${r.status} ${r.json?.error?.code}`),
      (error: Error & { cause?: { code?: string } }) => String(error.cause?.code ?? error.message),
    ),
  );
  // Signal once the server holds all 20, or as soon as one has been answered before the last
  // arrived (a server faster than its client): then with as many as it held.
  let held = 0;
  for (;;) {
    const now = await requestsInFlight(server, TOKEN);
    if (now < held) break;
    held = now;
    if (held >= 20) break;
  }
  if (process.env.TNA_TEST_DEBUG) console.error(`drain: ${held} of the 20 in flight at the signal`);
  const ended = server.stop('SIGTERM');
  await logSays(server, /finishing the requests in flight/);
  // Refused cleanly, never reset: the connection is refused once the listener has closed, and a
  // request that slips in before that gets the 503 that says why.
  // The client's pool holds keep-alive connections from the scrapes above: a request on one of them
  // is answered too, not reset.
  const late = await fetch(`${server.url}/api/v1/listGraphs`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` }, body: '{}' }).then(
    async (r) => `${r.status} ${r.headers.get('retry-after')} ${((await r.json()) as { error: { code: string } }).error.code}`,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code,
  );
  assert.ok(late === 'ECONNREFUSED' || late === '503 1 unavailable', String(late));
  const fresh = await new Promise<string>((resolve) => {
    const r = httpRequest(`${server.url}/healthz`, { agent: false }, (response) => resolve(String(response.statusCode)));
    r.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    r.end();
  });
  assert.ok(fresh === 'ECONNREFUSED' || fresh === '503', `a new connection: ${fresh}`);
  const outcomes = await Promise.all(inFlight);
  assert.deepEqual(await ended, { code: 0, signal: null });
  // Every request the server held got its answer: the analysis in full (all 20 when it held them
  // all and the machine kept up), or, where one waited for memory past the 30 s the server allows
  // any request, the 503 that says so, drain or no drain. One that reached the server only after
  // the signal was refused cleanly. None was reset or failed.
  const seen = `${held} held at the signal: ${outcomes.join(', ')}`;
  assert.ok(held >= 1, 'the signal came with requests in flight');
  assert.ok(outcomes.includes('answered'), seen);
  assert.ok(outcomes.filter((o) => o === 'answered' || o === '503 rate_limited').length >= held, seen);
  for (const outcome of outcomes) assert.ok(['answered', '503 rate_limited', '503 unavailable', 'ECONNREFUSED'].includes(outcome), seen);
  const log = logLines(server.stderr()).map((line) => String(line.msg));
  assert.equal(log.at(-1), 'tna serve: stopped');
});

test('--drain-timeout: the requests that outlast it are cut off, the log says how many, and the process still stops and exits 0', { timeout: 120_000 }, async () => {
  // No time to drain at all: requests in flight at the signal are cut off however fast the machine.
  const server = await startServe(['--db', path.join(dir, 'cut.db'), '--workers', '1', '--drain-timeout', '0', '--max-body', '8mb'], { TNA_SERVE_TOKENS: TOKENS });
  // Two of three megabytes of addresses as one full graph each: seconds of analysis on the one
  // worker, the second waiting behind the first, both in flight when the signal comes.
  const long = [0, 1].map((i) =>
    request(`${server.url}/api/v1/graphAndStatements?maxNodes=all&includeStatements=false`, { token: TOKEN, body: { text: addresses(i * 11, 3_000_000) } }).then(
      (r) => `answered ${r.status}`,
      (error: Error) => `cut off (${error.message})`,
    ),
  );
  for (;;) {
    const scraped = parsePrometheus((await request(`${server.url}/metrics`, { method: 'GET', token: TOKEN })).text);
    assert.equal(sampleValue(scraped, 'tna_analyses_total', { endpoint: 'graphAndStatements' }), undefined, 'no analysis was answered before both arrived');
    // Both, and the scrape that asks; and both bodies read, one analysed and one waiting behind it
    // (a body still arriving when the signal comes is its client's to lose, not a request cut off).
    if (sampleValue(scraped, 'tna_http_requests_in_flight')! >= 3 && sampleValue(scraped, 'tna_queue_waiting')! >= 1) break;
  }
  const ended = server.stop('SIGTERM');
  for (const outcome of await Promise.all(long)) assert.match(outcome, /^cut off/);
  assert.deepEqual(await ended, { code: 0, signal: null });
  const lines = logLines(server.stderr());
  const log = lines.map((line) => String(line.msg));
  const cut = lines.find((line) => String(line.msg).includes('(--drain-timeout)'));
  assert.equal(cut?.msg, 'tna serve: 2 requests still in flight after 0 s (--drain-timeout): cutting them off', log.join('\n'));
  assert.equal(cut?.cutOff, 2);
  assert.equal(cut?.level, 'warn');
  assert.equal(log.at(-1), 'tna serve: stopped');
});

test('without tokens, only loopback: another address needs --allow-anonymous', async () => {
  const refused = await runTna(['serve', '--host', '0.0.0.0', '--port', '0', '--anonymous', '5']);
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /^tna: tna serve without tokens listens on loopback only, and 0\.0\.0\.0 is not: give tokens, or say --allow-anonymous/);
  const open = await startListening(['serve', '--host', '0.0.0.0', '--port', '0', '--anonymous', '5', '--allow-anonymous', '--workers', '0']);
  try {
    const port = new URL(open.url).port;
    assert.equal((await request(`http://127.0.0.1:${port}/api/v1/listGraphs`, { body: {} })).status, 200);
  } finally {
    await open.stop();
  }
  const bad = await runTna(['serve', '--cors-origin', 'app.example.org'], { env: { TNA_SERVE_TOKENS: TOKENS } });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^tna: --cors-origin must be an origin like https:\/\/app\.example\.org/);
});
