// One HTTP(S) POST of a JSON body, read to the end: the transport under RemoteService.
//
// node:http rather than the global fetch: Node 20's fetch (undici) gives up waiting for response
// headers after a fixed 300 s that cannot be changed without the undici package, which would cap
// `--timeout` silently; node:http waits as long as our own deadline says.
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

export interface HttpReply {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * POSTs `body` to `url` and resolves with the whole reply, whatever its status. Rejects with the
 * socket's error (`code` ECONNREFUSED, ENOTFOUND, …) or, when `signal` aborts, with its reason.
 */
export function postJson(url: URL, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<HttpReply> {
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => reject(signal.aborted ? signal.reason : error);
    let answered = false;
    const req = request(
      url,
      {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // A server may answer (413, 401) and close before it has read a large body; the reply still counts.
    req.on('error', (error) => (answered && !signal.aborted ? undefined : fail(error)));
    req.end(body);
  });
}
