// Every graph link in a response of tna serve is the http(s) address where that server serves the
// graph (clients keep a link only when it starts with http): its --public-url, else the request's
// Host, and X-Forwarded-Proto/Host only with --trust-proxy. The address answers JSON to a client
// and the picture of the graph to a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalService } from '../../src/service/local.js';
import { storeAt } from '../../src/store/provider.js';
import { prefersHtml } from '../../src/http/link-routes.js';
import { request, startServer, type TestServer } from './server-helpers.js';

const TOKEN = 'alice-secret-token';
const TEXT = 'Rivers feed the farms of the valley.\nFarms need rain and rivers.\nBanks lend money to farms.\nInterest rates move the banks.';

async function serverWith(options: { publicUrl?: string; trustProxy?: boolean } = {}): Promise<TestServer> {
  const store = storeAt(path.join(mkdtempSync(path.join(tmpdir(), 'tna-links-')), 'tna.db'));
  const service = new LocalService({ store });
  return startServer({ services: { full: service, keyless: service }, ...options });
}

async function save(server: TestServer, name: string, headers: Record<string, string> = {}) {
  const r = await request(`${server.url}/api/v1/graphAndStatements?doNotSave=false`, { token: TOKEN, body: { name, text: TEXT }, headers });
  assert.equal(r.status, 200, r.text);
  return r.json;
}

test('a saved graph\'s graphUrl is this server\'s http address, in the envelope and at the top level', async () => {
  const server = await serverWith();
  try {
    const saved = await save(server, 'Flüsse & Seen');
    const expected = `${server.url}/api/v1/graphs/alice/Fl%C3%BCsse%20%26%20Seen`;
    assert.equal(saved.graphUrl, expected);
    assert.equal(saved.entriesAndGraphOfContext.graphUrl, expected);
    // Forwarded headers are not trusted unless the server is told to.
    const forwarded = await save(server, 'rivers', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    assert.equal(forwarded.graphUrl, `${server.url}/api/v1/graphs/alice/rivers`);

    const json = await request(saved.graphUrl, { method: 'GET', token: TOKEN, headers: { accept: 'application/json' } });
    assert.equal(json.status, 200);
    assert.match(json.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(json.json.entriesAndGraphOfContext.graphName, 'Flüsse & Seen');

    const page = await request(saved.graphUrl, { method: 'GET', token: TOKEN, headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(page.text, /^<!doctype html>/i);
    assert.match(page.text, /Flüsse &amp; Seen|Flüsse & Seen/);
    assert.match(page.text, /river/);
    assert.equal(page.headers.get('vary'), 'Accept');

    const someoneElse = await request(`${server.url}/api/v1/graphs/bob/rivers`, { method: 'GET', token: TOKEN, headers: { accept: 'text/html' } });
    assert.equal(someoneElse.status, 404);
  } finally {
    await server.close();
  }
});

test('--trust-proxy follows X-Forwarded-Proto and -Host; --public-url wins over both', async () => {
  const proxied = await serverWith({ trustProxy: true });
  try {
    const saved = await save(proxied, 'rivers', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'tna.example.org' });
    assert.equal(saved.graphUrl, 'https://tna.example.org/api/v1/graphs/alice/rivers');
  } finally {
    await proxied.close();
  }
  const fixed = await serverWith({ publicUrl: 'https://docs.example.org/tna', trustProxy: true });
  try {
    const saved = await save(fixed, 'rivers', { 'x-forwarded-host': 'other.example' });
    assert.equal(saved.graphUrl, 'https://docs.example.org/tna/api/v1/graphs/alice/rivers');
  } finally {
    await fixed.close();
  }
});

test('prefersHtml: a browser\'s Accept header, not an API client\'s', () => {
  assert.equal(prefersHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'), true);
  assert.equal(prefersHtml('application/json'), false);
  assert.equal(prefersHtml('*/*'), false);
  assert.equal(prefersHtml(undefined), false);
  assert.equal(prefersHtml('application/json, text/html;q=0.5'), false);
  assert.equal(prefersHtml('text/html;q=0'), false);
});
