// Reads a request body up to a limit. Past the limit it reads on and drops the rest (up to a
// bound) before refusing: a server that answers and closes while the client is still sending
// resets the connection, and the client then loses the answer with the data it had not read.

import type { Readable } from 'node:stream';

/** What a body past its limit may still send, dropped, before the refusal goes out anyway. */
export const DRAIN_BYTES = 16 * 1024 * 1024;

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the request body is larger than ${limit} bytes`);
  }
}

/** The client closed its connection before the whole body arrived: its own doing, no failure of the server's. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection before the whole request body arrived');
  }
}

/** The body's bytes; rejects with BodyTooLarge once it passes `limit` and the rest is read (or past DRAIN_BYTES). */
export function readBody(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A client gone before the body's reader came has no error left to emit.
    if (stream.destroyed && !stream.readableEnded) return reject(new ClientGone());
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (error?: Error) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, received));
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) chunks.push(chunk);
      else {
        chunks.length = 0;
        if (received > limit + DRAIN_BYTES) finish(new BodyTooLarge(limit));
      }
    };
    const onEnd = () => finish(received > limit ? new BodyTooLarge(limit) : undefined);
    // Node names a request cut short by its client `aborted` (ECONNRESET).
    const onError = (error: NodeJS.ErrnoException) => finish(error.code === 'ECONNRESET' || error.message === 'aborted' ? new ClientGone() : error);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
