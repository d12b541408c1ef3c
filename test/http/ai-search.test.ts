// POST /api/v1/aiSearch under tna serve: the hosted service's "chat with your graph" request, replayed as its
// client sends it, and read as the client reads it; bad input a 400 naming the field; keyless requests refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalService } from '../../src/service/local.js';
import { request, startServer, type TestServer } from './server-helpers.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const STATEMENTS = readFileSync(path.join(ROOT, 'test', 'fixtures', 'topics.txt'), 'utf8').split('\n').filter((l) => l.trim() !== '');
const TOKEN = 'alice-secret-token';

let server: TestServer;

before(async () => {
  server = await startServer({ services: { full: new LocalService({}), keyless: new LocalService({}) }, compat: 'hosted', anonymousPerHour: 5 });
});

after(async () => {
  await server?.close();
});

const aiSearch = (body: unknown, token: string | null = TOKEN) => request(`${server.url}/api/v1/aiSearch`, { token: token ?? undefined, body });

/** As the client does: the related statements for the question, asked again with 0.01 when none passes 0.3. */
async function relatedAsTheClientReads(question: string): Promise<{ matchedContent: string; similarity: number }[]> {
  const body = { mode: 'aiSearch', embeddingType: 'query', text: STATEMENTS, searchQuery: question, numberOfResults: 10, similarityThreshold: '0.3' };
  let reply = await aiSearch(body);
  assert.equal(reply.status, 200, reply.text);
  if (reply.json.length === 0) reply = await aiSearch({ ...body, similarityThreshold: 0.01 });
  assert.ok(Array.isArray(reply.json));
  return reply.json;
}

test('the hosted client\'s request: the related statements, verbatim, best first, with their similarity', async () => {
  const question = STATEMENTS[0].split(/\s+/).slice(0, 4).join(' ');
  const matches = await relatedAsTheClientReads(question);
  assert.ok(matches.length > 0 && matches.length <= 10);
  for (const m of matches) {
    assert.ok(STATEMENTS.includes(m.matchedContent), `verbatim: ${m.matchedContent}`);
    assert.ok(m.similarity >= 0.3 && m.similarity <= 1);
  }
  assert.deepEqual(matches.map((m) => m.similarity), [...matches.map((m) => m.similarity)].sort((a, b) => b - a), 'best first');
  assert.equal(matches[0].matchedContent, STATEMENTS[0], 'the statement the question comes from leads');
  // A question the text knows nothing of: nothing passes 0.3, nor 0.01.
  assert.deepEqual(await relatedAsTheClientReads('xylophone quasar'), []);
});

test('one text instead of a list is split a statement a line; numberOfResults and the threshold bound the answer', async () => {
  const reply = await aiSearch({ text: STATEMENTS.join('\n'), searchQuery: STATEMENTS[1], numberOfResults: '2', similarityThreshold: 0 });
  assert.equal(reply.status, 200, reply.text);
  assert.equal(reply.json.length, 2);
});

test('bad input is a 400 naming the field; keyless requests are refused as for advice', async () => {
  const cases: [unknown, string][] = [
    [{ text: STATEMENTS }, 'searchQuery'],
    [{ text: STATEMENTS, searchQuery: '  ' }, 'searchQuery'],
    [{ searchQuery: 'rain' }, 'text'],
    [{ text: [], searchQuery: 'rain' }, 'text'],
    [{ text: STATEMENTS, searchQuery: 'rain', similarityThreshold: 'high' }, 'similarityThreshold'],
    [{ text: STATEMENTS, searchQuery: 'rain', similarityThreshold: 1.5 }, 'similarityThreshold'],
    [{ text: STATEMENTS, searchQuery: 'rain', numberOfResults: 0 }, 'numberOfResults'],
    [{ text: 42, searchQuery: 'rain' }, 'text'],
  ];
  for (const [body, field] of cases) {
    const reply = await aiSearch(body);
    assert.equal(reply.status, 400, JSON.stringify(body));
    assert.equal(reply.json.error.field, field, reply.text);
  }
  const keyless = await aiSearch({ text: STATEMENTS, searchQuery: 'rain' }, null);
  assert.equal(keyless.status, 401);
});
