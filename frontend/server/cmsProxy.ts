/**
 * The relay from the site's origin to the CMS's public API and media (`/api/*`, `/uploads/*`).
 *
 * Reads travel over kept connections. Without a pool the proxy opens a connection per request, and
 * under overload a new connection waits in the CMS's accept queue, which Node drains one connection
 * per turn of its event loop (libuv accepts one at a time since 1.45, libuv/libuv#3696): the site's
 * busy check then timed out instead of getting the CMS's quick 429 (seen in the overload bench). On a
 * kept connection a request is read, and shed if need be, in the CMS's next turn.
 *
 * A kept connection can be closed by the CMS just as it is reused (its idle timeout, a restart). A
 * read that meets such a closed connection before any answer is sent again once, on a new connection.
 * Writes (contact submissions with their files) cannot be replayed, so each opens its own connection.
 */
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How a connection the other side had already closed fails when it is written to or read from. */
const CLOSED_CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE']);

export interface CmsProxyOptions {
  target: string;
  /** Milliseconds the CMS has to answer before the visitor gets a 502. */
  timeoutMs?: number;
}

function sendUnreachable(error: Error, res: http.ServerResponse | Socket) {
  console.error('[site] CMS proxy error:', error.message);
  if ('writeHead' in res && !res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { status: 502, message: 'The content service is unreachable.' } }));
}

export function cmsProxy({ target, timeoutMs = 15_000 }: CmsProxyOptions): RequestHandler {
  const shared: Options<http.IncomingMessage, http.ServerResponse> = {
    target,
    changeOrigin: true,
    // The CMS limits each visitor by address (its TRUST_PROXY_HOPS counts this server as one hop).
    xfwd: true,
    pathFilter: ['/api/**', '/uploads/**'],
    proxyTimeout: timeoutMs,
  };

  /**
   * Not capped: a cap would queue the overload here, out of the CMS's sight, where nothing sheds it
   * (measured: the busy check then waited behind the queue and timed out). With a `timeout`, Node
   * closes an idle connection a second before the CMS's announced one (`Keep-Alive: timeout=5`);
   * without one it keeps idle connections forever and reuses them after the CMS has closed them.
   */
  const agent = new (target.startsWith('https:') ? https : http).Agent({ keepAlive: true, timeout: timeoutMs });
  const proxyRequests = new WeakMap<http.IncomingMessage, http.ClientRequest>();
  const replayed = new WeakSet<http.IncomingMessage>();

  const reads: RequestHandler = createProxyMiddleware({
    ...shared,
    agent,
    on: {
      proxyReq: (proxyReq, req) => proxyRequests.set(req, proxyReq),
      error(error, req, res) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        const closedKeptConnection =
          CLOSED_CONNECTION_ERRORS.has(code) && proxyRequests.get(req)?.reusedSocket === true;
        if (closedKeptConnection && !replayed.has(req) && 'headersSent' in res && !res.headersSent) {
          replayed.add(req);
          // The same path passes the same filter, so `next` is only a guard.
          reads(req as Request, res as Response, () => sendUnreachable(error, res));
          return;
        }
        sendUnreachable(error, res);
      },
    },
  });

  const writes: RequestHandler = createProxyMiddleware({
    ...shared,
    on: { error: (error, _req, res) => sendUnreachable(error, res) },
  });

  return (req, res, next) => (READ_METHODS.has(req.method) ? reads : writes)(req, res, next);
}
