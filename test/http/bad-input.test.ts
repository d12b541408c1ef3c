// Bad input in bulk against `tna serve` on loopback: each request gets its 4xx with the error body, and the server keeps serving.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServe, type ServeProcess } from '../cli/serve-process.js';
import { isErrorBody } from './server-helpers.js';

const TOKEN = 'bulk-token-0123456789';

interface Case {
  name: string;
  path?: string;
  method?: string;
  body?: string | Buffer;
  /** Sent without Content-Length, in chunks, so the server cannot refuse it before reading. */
  chunked?: boolean;
  contentType?: string;
  token?: string | null;
  status: number;
  field?: string;
}

/** One raw request; the reply counts even if the server closed the connection before reading everything. */
function send(url: string, c: Case): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(`/api/v1/${c.path ?? 'graphAndStatements'}`, url);
    const body = c.body ?? '';
    const headers: Record<string, string> = { 'content-type': c.contentType ?? 'application/json' };
    if (c.token !== null) headers.authorization = `Bearer ${c.token ?? TOKEN}`;
    if (!c.chunked) headers['content-length'] = String(Buffer.byteLength(body));
    const req = http.request(target, { method: c.method ?? 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if (c.chunked && typeof body === 'string') {
      // Several writes, so the body arrives as chunks of a stream.
      for (let i = 0; i < body.length; i += 256 * 1024) req.write(body.slice(i, i + 256 * 1024));
      req.end();
    } else req.end(body);
  });
}

const json = (value: unknown) => JSON.stringify(value);
const MB = 1024 * 1024;

const CASES: Case[] = [
  // malformed JSON
  ...['{', '{"text": }', "{'text': 'trees'}", '{"text": "trees",}', '[1, 2', '"unterminated', '{"a":1}{"b":2}', 'NaN', 'undefined', 'text=trees+grow', '{"text": "trees"', '\u0000', '{"text": "a\\x"}']
    .map((body, i): Case => ({ name: `malformed JSON ${i}`, body, status: 400 })),
  { name: 'bytes that are not UTF-8 JSON', body: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d]), status: 400 },
  // a JSON value that is not an object
  ...['[]', '"trees grow"', '42', 'true'].map((body): Case => ({ name: `body ${body}`, body, status: 400 })),
  // wrong types and values, each naming its field
  ...([
    [{ text: 5 }, 'text'],
    [{ text: ['trees'] }, 'text'],
    [{ text: { a: 1 } }, 'text'],
    [{ statements: 'trees grow' }, 'statements'],
    [{ statements: [1, 2] }, 'statements.0'],
    [{ text: 'trees grow', stopwords: 5 }, 'stopwords'],
    [{ text: 'trees grow', aiTopics: 'yes' }, 'aiTopics'],
    [{ text: 'trees grow', contextSettings: 'fast' }, 'contextSettings'],
    [{ text: 'trees grow', contextSettings: { mentionsProcessing: 'NOPE' } }, 'contextSettings.mentionsProcessing'],
    [{ text: 'trees grow', modifyAnalyzedText: 'shout' }, 'modifyAnalyzedText'],
    [{ text: 'trees grow', language: 'klingon' }, 'language'],
    [{ text: 'trees grow', timestamps: 'today' }, 'timestamps'],
    [{ text: '' }, 'text'],
    [{}, 'text'],
  ] as Array<[unknown, string]>).map(([body, field]): Case => ({ name: `wrong ${field}: ${json(body)}`, body: json(body), status: 400, field })),
  ...([
    ['gapDepth=abc', 'gapDepth'],
    ['gapdepth=9', 'gapDepth'],
    ['GAPDEPTH=1.5', 'gapDepth'],
    ['maxNodes=-5', 'maxNodes'],
    ['doNotSave=maybe', 'doNotSave'],
    ['includeGraph=yes', 'includeGraph'],
  ] as Array<[string, string]>).map(([query, field]): Case => ({ name: `query ${query}`, path: `graphAndStatements?${query}`, body: json({ text: 'trees grow' }), status: 400, field })),
  // other endpoints
  { name: 'E3 a graph that is not one', path: 'dotGraph', body: json({ graph: 5 }), status: 400 },
  { name: 'E3 optimize', path: 'dotGraphFromText?optimize=sideways', body: json({ text: 'trees grow' }), status: 400, field: 'optimize' },
  { name: 'E5 a date that is not one', path: 'listGraphs', body: json({ fromDate: 'yesterday' }), status: 400, field: 'fromDate' },
  { name: 'E6 no query', path: 'search', body: json({}), status: 400, field: 'query' },
  { name: 'E7 no contexts', path: 'compareGraphs', body: json({ contexts: [] }), status: 400, field: 'contexts' },
  { name: 'E7 mode', path: 'compareGraphs?mode=blend', body: json({ contexts: [{ text: 'a' }, { text: 'b' }] }), status: 400, field: 'mode' },
  // huge bodies
  { name: '2 MB with Content-Length', body: json({ text: 'w '.repeat(MB) }), status: 413 },
  { name: '2 MB chunked', body: json({ text: 'w '.repeat(MB) }), chunked: true, status: 413 },
  { name: 'just over 1 MB', body: json({ text: 'x'.repeat(MB) }), status: 413 },
  // deep nesting
  ...[65, 1000, 100_000].map((depth): Case => ({ name: `nested ${depth} deep`, body: `{"text":"trees grow","x":${'['.repeat(depth)}${']'.repeat(depth)}}`, status: 400 })),
  { name: 'nested objects', body: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000), status: 400 },
  // transport-level mistakes
  { name: 'XML', body: '<text>trees</text>', contentType: 'application/xml', status: 415 },
  { name: 'no token', body: json({ text: 'trees grow' }), token: null, status: 401 },
  { name: 'a wrong token', body: json({ text: 'trees grow' }), token: 'guess', status: 401 },
  { name: 'GET', method: 'GET', status: 405 },
  { name: 'DELETE', method: 'DELETE', status: 405 },
  { name: 'unknown endpoint', path: 'graphAndEverything', body: '{}', status: 404 },
  { name: 'unknown import endpoint', path: 'import/somethingElse', body: '{}', status: 404 },
  { name: 'a path that is not a URL', path: 'graph%zzAndStatements', body: '{}', status: 400 },
  // unknown fields are not bad input: they are ignored
  { name: 'unknown fields', path: 'graphAndStatements?utm_source=test&DoNotSave=true', body: json({ text: 'trees grow tall', clientVersion: '9.9', extra: { nested: [1, 2] } }), status: 200 },
];

let server: ServeProcess;
before(async () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-bulk-')), 'tna.db');
  server = await startServe(['--db', db, '--rate-limit', '0', '--quiet'], { TNA_SERVE_TOKENS: `${TOKEN}:bulk` });
});
after(async () => {
  await server?.stop();
});

test(`bad input in bulk: ${CASES.length} kinds, sent 4 times over 16 connections; each gets its status and the error body`, async () => {
  const queue = Array.from({ length: 4 }, () => CASES).flat();
  const failures: string[] = [];
  const worker = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) {
      const reply = await send(server.url, c);
      const body = (() => {
        try {
          return JSON.parse(reply.body);
        } catch {
          return undefined;
        }
      })();
      if (reply.status !== c.status) failures.push(`${c.name}: ${reply.status} ${reply.body.slice(0, 200)}`);
      else if (c.status >= 400 && !isErrorBody(body)) failures.push(`${c.name}: not the error body: ${reply.body.slice(0, 200)}`);
      else if (c.field && body.error.field !== c.field) failures.push(`${c.name}: field ${body.error.field}, not ${c.field}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  assert.deepEqual(failures, []);

  // Still serving, and nothing crashed on the way.
  const good = await send(server.url, { name: 'good', body: json({ text: 'Rain feeds the rivers.\nRivers feed the farms.' }), status: 200 });
  assert.equal(good.status, 200);
  assert.ok(JSON.parse(good.body).entriesAndGraphOfContext.graph.networkGraph.nodes.length > 0);
  assert.equal(server.child.exitCode, null);
  assert.doesNotMatch(server.stderr(), /\n\s+at |internal error/);
});
