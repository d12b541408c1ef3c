// What a client learns of a failure inside tna serve: never a path or an internal detail (the
// server's log has them, under a reference the body gives), and while the server shuts down, a
// 503 in the API's own error shape.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import type { Services } from '../../src/http/task.js';
import type { Service } from '../../src/service/service.js';
import { Socket, type AddressInfo } from 'node:net';
import { buildServer } from '../../src/http/server.js';
import { TokenTable } from '../../src/http/tokens.js';
import { inlineExecutor } from '../../src/http/worker-pool.js';
import { isErrorBody, request, startServer, TOKENS } from './server-helpers.js';

function failing(error: Error): Services {
  const service = { graphAndStatements: async () => Promise.reject(error) } as unknown as Service;
  return { full: service, keyless: service };
}

test('a store failure or a bug answers 500 without its path or message; the log has both under the same reference', async () => {
  for (const error of [new ApiError(500, 'internal', '/srv/secret/tna.db is locked by another program'), new TypeError("Cannot read properties of undefined (reading 'nodes') at /srv/app/dist/x.js")]) {
    const server = await startServer({ services: failing(error) });
    try {
      const r = await request(`${server.url}/api/v1/graphAndStatements`, { token: 'alice-secret-token', body: { text: 'x' }, headers: { 'x-request-id': 'req-42' } });
      assert.equal(r.status, 500);
      assert.ok(isErrorBody(r.json));
      assert.doesNotMatch(r.text, /srv|secret|tna\.db|undefined|dist/);
      const reference = /reference ([0-9a-f]{8})/.exec(r.json.error.message)?.[1];
      assert.ok(reference, r.json.error.message);
      // One error line under the request's id with the whole story, and the request's own line.
      const logged = server.logs.map((line) => JSON.parse(line));
      const failure = logged.find((line) => line.msg === 'internal error');
      assert.deepEqual([failure?.reqId, failure?.level, failure?.reference, failure?.detail], ['req-42', 50, reference, error.message]);
      assert.deepEqual(logged.filter((line) => line.msg === 'request').map((line) => [line.status, line.level]), [[500, 50]]);
    } finally {
      await server.close();
    }
  }
});

test('a request that arrives while the server shuts down gets 503 in the API\'s error shape, not the framework\'s', async () => {
  const service = { listGraphs: async () => [] } as unknown as Service;
  const executor = inlineExecutor({ full: service, keyless: service });
  const app = buildServer({ tokens: new TokenTable(TOKENS), executor });
  const socket = new Socket();
  let answer = '';
  // After the server's own preClose hook (it is marked closing), before it stops listening: a
  // request on a keep-alive connection that was open already, as a client's pool sends it.
  app.addHook('preClose', async () => {
    await new Promise<void>((resolve) => {
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
        if (/\r\n\r\n[\s\S]*\}$/.test(answer)) resolve();
      });
      socket.write('POST /api/v1/listGraphs HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer alice-secret-token\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => socket.connect((app.server.address() as AddressInfo).port, '127.0.0.1', resolve));
  await app.close();
  socket.destroy();
  await executor.close();
  const [head, body] = answer.split('\r\n\r\n');
  assert.match(head, /^HTTP\/1\.1 503 /);
  assert.match(head, /\r\nretry-after: 1\r\n/i);
  const json = JSON.parse(body);
  assert.ok(isErrorBody(json), body);
  assert.equal(json.error.code, 'unavailable');
});

test('a client that hangs up before its whole body arrived is logged as gone, never as an internal error', { timeout: 20_000 }, async () => {
  const server = await startServer();
  try {
    const socket = new Socket();
    await new Promise<void>((resolve) => socket.connect(Number(new URL(server.url).port), '127.0.0.1', resolve));
    // Expect: 100-continue, so the part of the body goes out only once the server holds the request.
    socket.write('POST /api/v1/graphAndStatements HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer alice-secret-token\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nExpect: 100-continue\r\n\r\n');
    await new Promise((resolve) => socket.once('data', resolve));
    socket.write('{"text":"rain feeds the ');
    socket.destroy();
    const gone = 'the client closed the connection before the whole request body arrived';
    while (!server.logs.some((line) => JSON.parse(line).msg === gone)) await new Promise((resolve) => setImmediate(resolve));
    const logged = server.logs.map((line) => JSON.parse(line));
    assert.deepEqual(logged.filter((line) => line.level >= 50), [], 'no error line');
    assert.equal(logged.find((line) => line.msg === gone)?.level, 30);
  } finally {
    await server.close();
  }
});
