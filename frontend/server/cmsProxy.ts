/**
 * The relay from the site's origin to the CMS's public API and media (`/api/*`, `/uploads/*`), within
 * the limits of relayLimit.ts.
 *
 * Reads travel over kept connections, so a busy CMS reads them, and sheds them if need be, in its next
 * turn instead of leaving new connections waiting to be accepted (see docs/decisions/023). A kept
 * connection can be closed by the CMS just as it is reused (its idle timeout, a restart): a read that
 * meets one before any answer is sent again once, on a new connection. Writes (contact submissions
 * with their files) cannot be replayed, so each opens its own connection.
 */
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';
import { relayLimit, type RelayLimits } from './relayLimit';

const RELAYED_PATHS = ['/api/', '/uploads/'];
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How a connection the other side had already closed fails when it is written to or read from. */
const CLOSED_CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE']);

export interface CmsProxyOptions {
  target: string;
  limits: RelayLimits;
  /** Milliseconds the CMS has to answer before the visitor gets a 502. */
  timeoutMs?: number;
}

function sendUnreachable(error: Error, res: http.ServerResponse | Socket) {
  console.error('[site] CMS proxy error:', error.message);
  if ('writeHead' in res && !res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { status: 502, message: 'The content service is unreachable.' } }));
}

export function cmsProxy({ target, limits, timeoutMs = 15_000 }: CmsProxyOptions): RequestHandler {
  const shared: Options<http.IncomingMessage, http.ServerResponse> = {
    target,
    changeOrigin: true,
    // The CMS limits each visitor by address (its TRUST_PROXY_HOPS counts this server as one hop).
    xfwd: true,
    proxyTimeout: timeoutMs,
  };

  /**
   * With a `timeout`, Node closes an idle connection a second before the CMS's announced one
   * (`Keep-Alive: timeout=5`); without one it keeps idle connections forever and reuses them after the
   * CMS has closed them.
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
          // The proxy relays whatever it is given, so `next` is only a guard.
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

  const limit = relayLimit(limits);
  return (req, res, next) => {
    if (!RELAYED_PATHS.some((prefix) => req.path.startsWith(prefix))) return next();
    limit(req, res, () => (READ_METHODS.has(req.method) ? reads : writes)(req, res, next));
  };
}
