// What a client learns of a failure inside tna serve: never a path or an internal detail (the
// server's log has them, under a reference the body gives).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import type { Services } from '../../src/http/task.js';
import type { Service } from '../../src/service/service.js';
import { isErrorBody, request, startServer } from './server-helpers.js';

/** stderr as the server writes it, for the length of `work`. */
async function capturingStderr<T>(work: () => Promise<T>): Promise<{ result: T; logged: string }> {
  const write = process.stderr.write.bind(process.stderr);
  let logged = '';
  process.stderr.write = ((chunk: string | Uint8Array) => {
    logged += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  try {
    return { result: await work(), logged };
  } finally {
    process.stderr.write = write;
  }
}

function failing(error: Error): Services {
  const service = { graphAndStatements: async () => Promise.reject(error) } as unknown as Service;
  return { full: service, keyless: service };
}

test('a store failure or a bug answers 500 without its path or message; the log has both under the same reference', async () => {
  for (const error of [new ApiError(500, 'internal', '/srv/secret/tna.db is locked by another program'), new TypeError("Cannot read properties of undefined (reading 'nodes') at /srv/app/dist/x.js")]) {
    const server = await startServer({ services: failing(error) });
    try {
      const { result: r, logged } = await capturingStderr(() => request(`${server.url}/api/v1/graphAndStatements`, { token: 'alice-secret-token', body: { text: 'x' } }));
      assert.equal(r.status, 500);
      assert.ok(isErrorBody(r.json));
      assert.doesNotMatch(r.text, /srv|secret|tna\.db|undefined|dist/);
      const reference = /reference ([0-9a-f]{8})/.exec(r.json.error.message)?.[1];
      assert.ok(reference, r.json.error.message);
      assert.ok(logged.includes(`internal error ${reference}: ${error.message}`), logged);
    } finally {
      await server.close();
    }
  }
});
