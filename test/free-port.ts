// A TCP port on 127.0.0.1 that nothing listens on now, for a program that must be told its port
// (PostgreSQL, HAProxy, nginx) rather than choose one itself.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
