// tna serve for an operator: /healthz and /readyz without a token, security headers on every
// answer, and a content security policy on the page of a saved graph that still lets it draw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiError } from '../../src/core/errors.js';
import type { Service } from '../../src/service/service.js';
import { LocalService } from '../../src/service/local.js';
import { storeAt } from '../../src/store/provider.js';
import { Socket } from 'node:net';
import { request, startServer } from './server-helpers.js';

const TOKEN = 'alice-secret-token';
const CHROMIUM = process.env.TNA_CHROMIUM ?? '/usr/bin/chromium';
// The callbacks given to page.evaluate run in the browser, which has a document; tsc checks tests without the DOM library.
declare const document: any;

test('/healthz and /readyz answer without a token; readiness follows the store', async () => {
  const store = storeAt(path.join(mkdtempSync(path.join(tmpdir(), 'tna-health-')), 'tna.db'));
  const service = new LocalService({ store });
  const server = await startServer({ services: { full: service, keyless: service } });
  try {
    const health = await request(`${server.url}/healthz`, { method: 'GET' });
    assert.deepEqual([health.status, health.json], [200, { status: 'ok' }]);
    const ready = await request(`${server.url}/readyz`, { method: 'GET' });
    assert.deepEqual([ready.status, ready.json], [200, { status: 'ready' }]);
  } finally {
    await server.close();
  }
  // A store that cannot be reached (PostgreSQL down): not ready, and why.
  const down = { listGraphs: async () => Promise.reject(Object.assign(new ApiError(503, 'upstream_error', 'the store cannot be reached'), { retryAfterSeconds: 2 })) } as unknown as Service;
  const failing = await startServer({ services: { full: down, keyless: down } });
  try {
    const r = await request(`${failing.url}/readyz`, { method: 'GET' });
    assert.equal(r.status, 503);
    assert.equal(r.json.status, 'unavailable');
    assert.match(r.json.reason, /store or the workers do not answer \(status 503\)/);
    assert.equal((await request(`${failing.url}/healthz`, { method: 'GET' })).status, 200, 'alive all the same');
  } finally {
    await failing.close();
  }
});

test('every answer has nosniff, no-referrer and a policy that allows nothing from elsewhere; the graph page has a policy under which it still draws', { timeout: 120_000 }, async (t) => {
  const store = storeAt(path.join(mkdtempSync(path.join(tmpdir(), 'tna-headers-')), 'tna.db'));
  const service = new LocalService({ store });
  const server = await startServer({ services: { full: service, keyless: service } });
  try {
    const saved = await request(`${server.url}/api/v1/graphAndStatements?doNotSave=false`, { token: TOKEN, body: { name: 'rivers', text: 'Rivers feed farms.\nFarms need rain.\nBanks lend to farms.' } });
    for (const r of [saved, await request(`${server.url}/nowhere`, { method: 'GET' }), await request(`${server.url}/healthz`, { method: 'GET' })]) {
      assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(r.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(r.headers.get('x-frame-options'), 'SAMEORIGIN');
      assert.match(r.headers.get('content-security-policy') ?? '', /^default-src 'none';.*frame-ancestors 'none'$/, 'one policy: nothing from elsewhere');
      assert.equal(r.headers.get('strict-transport-security'), null, 'HTTPS, and so HSTS, is the proxy\'s');
    }
    const page = await request(saved.json.graphUrl, { method: 'GET', token: TOKEN, headers: { accept: 'text/html' } });
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);

    if (!existsSync(CHROMIUM)) return t.skip(`${CHROMIUM} is not installed (apt-get install chromium)`);
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const context = await browser.newContext({ extraHTTPHeaders: { authorization: `Bearer ${TOKEN}` } });
      const tab = await context.newPage();
      const blocked: string[] = [];
      tab.on('console', (m) => {
        if (m.type() === 'error') blocked.push(m.text());
      });
      await tab.goto(saved.json.graphUrl);
      await tab.waitForFunction(() => document.body.dataset.ready !== undefined, undefined, { timeout: 30_000 });
      assert.equal(await tab.evaluate(() => document.body.dataset.ready), 'true');
      assert.deepEqual(blocked, [], 'nothing refused by the policy');
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
});

test('CORS is off unless --cors-origin lists the origin: a listed origin gets its preflight answered and the headers it may read', async () => {
  const closed = await startServer();
  try {
    const preflight = await fetch(`${closed.url}/api/v1/listGraphs`, { method: 'OPTIONS', headers: { origin: 'https://app.example.org', 'access-control-request-method': 'POST' } });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null, 'no origin is allowed by default');
  } finally {
    await closed.close();
  }
  const open = await startServer({ corsOrigins: ['https://app.example.org'] });
  try {
    const preflight = await fetch(`${open.url}/api/v1/listGraphs`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://app.example.org');
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/);
    const call = await request(`${open.url}/api/v1/listGraphs`, { token: TOKEN, body: {}, headers: { origin: 'https://app.example.org' } });
    assert.equal(call.status, 200);
    assert.equal(call.headers.get('access-control-allow-origin'), 'https://app.example.org');
    assert.match(call.headers.get('access-control-expose-headers') ?? '', /retry-after/);
    const other = await request(`${open.url}/api/v1/listGraphs`, { token: TOKEN, body: {}, headers: { origin: 'https://elsewhere.example' } });
    assert.equal(other.headers.get('access-control-allow-origin'), null, 'an origin not listed is not allowed');
  } finally {
    await open.close();
  }
});

test('a client that trickles its headers is cut off after --headers-timeout; one that sends them in time is answered', async () => {
  const server = await startServer({ timeouts: { headersMs: 1000, requestMs: 2000 } });
  const { port } = new URL(server.url);
  try {
    const slow = new Socket();
    await new Promise<void>((resolve) => slow.connect(Number(port), '127.0.0.1', resolve));
    let answer = '';
    slow.on('data', (chunk) => (answer += chunk.toString('utf8')));
    slow.write('POST /api/v1/listGraphs HTTP/1.1\r\nHost: x\r\n');
    // Nothing more is sent: the server ends the connection (with 408) rather than hold it.
    await new Promise<void>((resolve) => slow.on('close', () => resolve()));
    assert.match(answer, /^HTTP\/1\.1 408 /);
    const prompt = await request(`${server.url}/api/v1/listGraphs`, { token: TOKEN, body: {} });
    assert.equal(prompt.status, 200);
  } finally {
    await server.close();
  }
});
