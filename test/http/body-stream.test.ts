// A body over the limit is read to its end (within a bound) and dropped before the refusal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { BodyTooLarge, ClientGone, DRAIN_BYTES, readBody } from '../../src/http/body-stream.js';

function stream(...chunks: Buffer[]): PassThrough {
  const s = new PassThrough();
  for (const c of chunks) s.write(c);
  s.end();
  return s;
}

test('a body within the limit arrives whole', async () => {
  assert.equal((await readBody(stream(Buffer.from('{"text":'), Buffer.from('"rain"}')), 100)).toString(), '{"text":"rain"}');
});

test('a body over the limit is read to its end before it is refused', async () => {
  const body = stream(Buffer.alloc(60), Buffer.alloc(60), Buffer.alloc(60));
  await assert.rejects(readBody(body, 100), (e: unknown) => e instanceof BodyTooLarge && e.limit === 100);
  assert.equal(body.readableEnded, true, 'nothing is left unread');
});

test('past the drain bound the refusal goes out without waiting for the end', async () => {
  const body = new PassThrough();
  const reading = readBody(body, 10);
  body.write(Buffer.alloc(DRAIN_BYTES + 11));
  await assert.rejects(reading, BodyTooLarge);
  assert.equal(body.readableEnded, false);
});

test('a body its client cut short is the client gone, whether the reader was there first or came after', async () => {
  const body = new PassThrough();
  const reading = readBody(body, 100);
  body.write(Buffer.alloc(10));
  body.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
  await assert.rejects(reading, ClientGone);
  const late = new PassThrough();
  late.destroy();
  await assert.rejects(readBody(late, 100), ClientGone);
});
