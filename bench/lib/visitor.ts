// Every 127.x.y.z address reaches loopback, so 127.0.0.2, 127.0.0.3, … are different clients to per-client limits.
import http from 'node:http';

export interface VisitOptions {
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
