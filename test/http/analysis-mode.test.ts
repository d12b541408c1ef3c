// The analysis mode over HTTP: what reaches the service with and without the hosted service's
// compatibility (the header, or tna serve --compat hosted), and a bad value as a 400.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adoptBody } from '../../src/http/client-shapes.js';
import { serveServices } from '../../src/http/serve-services.js';
import { isErrorBody, recordingServices, request, startServer, type RecordedCall } from './server-helpers.js';

const TOKEN = 'alice-secret-token';

test('adoptBody: under hosted compat an absent analysis is reference, a given one stays; endpoints without the field get none', () => {
  const absent: Record<string, unknown> = { text: 'x' };
  assert.equal(adoptBody('graphAndStatements', absent, [], 'hosted'), undefined, 'nothing ignored: analysis is a field of the endpoint');
  assert.equal(absent.analysis, 'reference');
  const given: Record<string, unknown> = { text: 'x', analysis: 'default' };
  adoptBody('graphAndStatements', given, [], 'hosted');
  assert.equal(given.analysis, 'default');
  const plain: Record<string, unknown> = { text: 'x' };
  adoptBody('graphAndStatements', plain, [], undefined);
  assert.equal(plain.analysis, undefined, 'without compat the service\'s default applies');
  for (const endpoint of ['aiSearch', 'dotGraphFromText', 'compareGraphs', 'search', 'engineSearchVsIntentGraph'] as const) {
    const body: Record<string, unknown> = {};
    adoptBody(endpoint, body, [], 'hosted');
    assert.equal(body.analysis, 'reference', endpoint);
  }
  for (const endpoint of ['graphAiAdvice', 'dotGraph', 'listGraphs', 'aiAdvice'] as const) {
    const body: Record<string, unknown> = {};
    adoptBody(endpoint, body, [], 'hosted');
    assert.equal(body.analysis, undefined, `${endpoint} analyses no text`);
  }
});

test('the Tna-Compat header and --compat hosted: an absent analysis reaches the service as reference; an explicit field wins', async () => {
  const calls: RecordedCall[] = [];
  const plain = await startServer({ services: recordingServices(calls) });
  const hosted = await startServer({ services: recordingServices(calls), compat: 'hosted' });
  const sent = async (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const reply = await request(`${url}/api/v1/graphAndStatements`, { token: TOKEN, body, headers });
    assert.equal(reply.status, 200, reply.text);
    return calls.at(-1)!.body.analysis;
  };
  try {
    assert.equal(await sent(plain.url, { text: 'x' }), undefined);
    assert.equal(await sent(plain.url, { text: 'x' }, { 'tna-compat': 'hosted' }), 'reference');
    assert.equal(await sent(plain.url, { text: 'x', analysis: 'default' }, { 'tna-compat': 'hosted' }), 'default');
    assert.equal(await sent(hosted.url, { text: 'x' }), 'reference');
    assert.equal(await sent(hosted.url, { text: 'x', analysis: 'default' }), 'default');
    assert.equal(await sent(hosted.url, { text: 'x' }, { 'tna-compat': 'none' }), undefined, 'tna --remote sends Tna-Compat: none');
    assert.equal(await sent(plain.url, { text: 'x', analysis: 'reference' }), 'reference');
  } finally {
    await plain.close();
    await hosted.close();
  }
});

test('an unknown analysis is a 400 naming the field and the allowed values, on the real services', async () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-analysis-http-')), 'tna.db');
  const services = await serveServices({ db, cwd: process.cwd() }, { PATH: process.env.PATH });
  const server = await startServer({ services });
  try {
    for (const [endpoint, body] of [
      ['graphAndStatements', { text: 'Rivers feed lakes.', analysis: 'fast' }],
      ['dotGraphFromText', { text: 'Rivers feed lakes.', analysis: 'fast' }],
      ['aiSearch', { text: ['Rivers feed lakes.'], searchQuery: 'rivers', analysis: 'fast' }],
    ] as const) {
      const reply = await request(`${server.url}/api/v1/${endpoint}`, { token: TOKEN, body });
      assert.equal(reply.status, 400, endpoint);
      assert.ok(isErrorBody(reply.json));
      assert.equal(reply.json.error.field, 'analysis');
      assert.equal(reply.json.error.message, 'analysis must be one of default, reference');
    }
    const ok = await request(`${server.url}/api/v1/graphAndStatements`, { token: TOKEN, body: { text: 'Rivers feed lakes.', analysis: 'REFERENCE' } });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.headers.get('tna-warning'), null, 'analysis is a field of the endpoint, never ignored');
  } finally {
    await server.close();
  }
});
