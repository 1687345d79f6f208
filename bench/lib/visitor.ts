/**
 * One request as a visitor at a given address sends it. Every 127.x.y.z address reaches this machine's
 * loopback, so requests from 127.0.0.2, 127.0.0.3, ... are different clients to a proxy's per-client
 * limits, the way visitors on other machines would be.
 */
import http from 'node:http';

export interface VisitOptions {
  /** The visitor's address (a loopback address other than 127.0.0.1 to stand for another visitor). */
  from?: string;
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string | Buffer;
  timeoutMs?: number;
}

export interface Visit {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As sent, still compressed when the answer was. */
  body: Buffer;
}

export function visit(
  url: string,
  { from, method = 'GET', headers = {}, body, timeoutMs = 10_000 }: VisitOptions = {},
) {
  return new Promise<Visit>((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress: from, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
