// A real HTTP server on 127.0.0.1 at a port of its own, under the fakes of the providers tna calls
// (a language model, web search): started and stopped as a test needs, and stopped at once even
// while responses are still open (a hanging reply, a stalled stream).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export abstract class LoopbackServer {
  private server?: Server;
  private readonly open = new Set<ServerResponse>();
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.open.add(res);
      res.on('close', () => this.open.delete(res));
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    const closed = new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    // Keep-alive sockets would hold close() for seconds.
    this.server?.closeAllConnections();
    await closed;
  }

  /** Answers one request (the server keeps track of the response until it closes). */
  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}
