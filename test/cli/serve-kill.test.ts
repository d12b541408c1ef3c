// `tna serve` killed with SIGKILL in the middle of 100 concurrent saves: after a restart every save it
// acknowledged is there, whole, no save is there in part, and the store passes SQLite's integrity checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sqlite } from '../../src/store/sqlite.js';
import { startServe } from './serve-process.js';

const TOKEN = 'kill-token-0123456789';
const SAVES = 100;
/** The kill comes when this many saves have been answered, with the rest still in flight. */
const KILL_AFTER = 20;

/** Each save its own statements, so a partial or mixed-up save shows. */
const statementsOf = (i: number) => [`River ${i} feeds farm ${i}.`, `Farm ${i} feeds city ${i}.`, `City ${i} trades with harbor ${i}.`];

function post(url: string, path: string, body: unknown): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/v1/${path}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

test('SIGKILL during 100 concurrent saves: every acknowledged save survives whole, none survives in part, the store is intact', async (t) => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-kill-')), 'tna.db');
  const env = { TNA_SERVE_TOKENS: `${TOKEN}:alice` };
  const server = await startServe(['--db', db, '--rate-limit', '0', '--quiet'], env);
  const acknowledged: number[] = [];
  let killed = false;
  const saves = Array.from({ length: SAVES }, async (_, i) => {
    try {
      const reply = await post(server.url, 'graphAndStatements?doNotSave=false&includeGraph=false', { name: `save ${i}`, statements: statementsOf(i) });
      if (reply.status !== 200) return;
      acknowledged.push(i);
      if (acknowledged.length === KILL_AFTER && !killed) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    } catch {
      // The connection died with the server: this save was never acknowledged.
    }
  });
  await Promise.all(saves);
  const ended = await server.stop();
  assert.equal(ended.signal, 'SIGKILL', 'the server was killed, not stopped');
  assert.ok(acknowledged.length >= KILL_AFTER && acknowledged.length < SAVES, `${acknowledged.length} of ${SAVES} acknowledged before the kill`);

  const again = await startServe(['--db', db, '--rate-limit', '0', '--quiet'], env);
  let present = 0;
  try {
    for (let i = 0; i < SAVES; i++) {
      const reply = await post(again.url, 'graphAndStatements?includeGraph=false', { name: `save ${i}` });
      if (acknowledged.includes(i)) assert.equal(reply.status, 200, `acknowledged save ${i} is there: ${JSON.stringify(reply.json)}`);
      else assert.ok(reply.status === 200 || reply.status === 404, `save ${i}: ${reply.status}`);
      if (reply.status !== 200) continue;
      present++;
      const contents = reply.json.entriesAndGraphOfContext.statements.map((s: { content: string }) => s.content);
      assert.deepEqual(contents, statementsOf(i), `save ${i} is whole`);
    }
    const list = await post(again.url, 'listGraphs', {});
    assert.equal(list.json.length, present, 'the list holds exactly the saves that are there');
  } finally {
    await again.stop();
  }
  t.diagnostic(`${acknowledged.length} saves acknowledged before SIGKILL, ${present} there after the restart`);

  const Database = sqlite();
  const store = new Database(db);
  try {
    assert.deepEqual(store.pragma('integrity_check'), [{ integrity_check: 'ok' }]);
    assert.deepEqual(store.pragma('foreign_key_check'), []);
    // The full-text index agrees with the statements it indexes.
    store.exec("INSERT INTO statements_fts (statements_fts, rank) VALUES ('integrity-check', 1)");
    const counts = store.prepare('SELECT (SELECT count(*) FROM contexts) AS graphs, (SELECT count(*) FROM statements) AS statements').get() as { graphs: number; statements: number };
    assert.deepEqual(counts, { graphs: present, statements: present * 3 });
    const behind = store.prepare('SELECT count(*) AS n FROM contexts c WHERE next_statement_id <= (SELECT max(id) FROM statements s WHERE s.context_id = c.id)').get() as { n: number };
    assert.equal(behind.n, 0, 'every graph numbers its next statement after its last');
  } finally {
    store.close();
  }
});
