/**
 * The relay from the site's origin to the CMS's public API and media (`/api/*`, `/uploads/*`), within
 * the limits of relayLimit.ts and, for request bodies, of bodyLimit.ts.
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
import { bodyLimit, type BodyLimits } from './bodyLimit';

const RELAYED_PATHS = ['/api/', '/uploads/'];
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How a connection the other side had already closed fails when it is written to or read from. */
const CLOSED_CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Writes each go on a new connection that is closed once answered, yet announced as kept alive: the
 * CMS then reads and drops the rest of a body it refused early instead of closing on it (see `headers`).
 */
function singleUseAgent(target: string): http.Agent {
  const agent = new (target.startsWith('https:') ? https : http).Agent({ keepAlive: true });
  agent.keepSocketAlive = () => false;
  return agent;
}

export interface CmsProxyOptions {
  target: string;
  /** At most so many requests in flight to the CMS (relayLimit.ts), shared with the IIIF image relay. */
  limit: RequestHandler;
  /** The largest body relayed to each route: the CMS's own limits. */
  bodyLimits: BodyLimits;
  /** Milliseconds the CMS has to answer before the visitor gets a 502. */
  timeoutMs?: number;
}

function sendUnreachable(error: Error, res: http.ServerResponse | Socket) {
  console.error('[site] CMS proxy error:', error.message);
  if ('writeHead' in res && !res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { status: 502, message: 'The content service is unreachable.' } }));
}

export function cmsProxy({ target, limit, bodyLimits, timeoutMs = 15_000 }: CmsProxyOptions): RequestHandler {
  const body = bodyLimit(bodyLimits);
  /** The CMS's answer to each relayed request, once its head has arrived. */
  const answers = new WeakMap<http.IncomingMessage, http.IncomingMessage>();
  const shared: Options<http.IncomingMessage, http.ServerResponse> = {
    target,
    changeOrigin: true,
    // The CMS limits each visitor by address (its TRUST_PROXY_HOPS counts this server as one hop).
    xfwd: true,
    proxyTimeout: timeoutMs,
    // The relay's connections to the CMS are its own, whatever the visitor asked of its connection: a
    // connection announced as closing is closed by the CMS as soon as it has answered, also when it
    // answered (a refusal) before the body had all arrived, and the relay then fails writing the rest.
    headers: { connection: 'keep-alive' },
  };

  /**
   * A relay that fails after the CMS has answered (a refusal sent before the whole body arrived, then
   * the connection closed) leaves that answer as the visitor's: relayed as it came, never turned into a
   * 502, and cut off only where the CMS's answer itself was.
   */
  const failed = (error: Error, req: http.IncomingMessage, res: http.ServerResponse | Socket) => {
    // What is left of the visitor's body is read and dropped, so it reads the answer instead of stalling.
    if (!req.readableEnded) {
      req.unpipe();
      req.resume();
    }
    const answer = answers.get(req);
    if (!answer) sendUnreachable(error, res);
    else if (!answer.complete) res.destroy();
  };

  const proxyRequests = new WeakMap<http.IncomingMessage, http.ClientRequest>();
  const sent = (proxyReq: http.ClientRequest, req: http.IncomingMessage) => {
    proxyRequests.set(req, proxyReq);
    body.relayRead(proxyReq, req);
  };
  /**
   * An answer that comes before the whole body was relayed (a refusal) ends the relay of the body: the
   * rest is read and dropped here, and the relay's connection closed once the answer is in.
   */
  const received = (proxyRes: http.IncomingMessage, req: http.IncomingMessage) => {
    answers.set(req, proxyRes);
    const proxyReq = proxyRequests.get(req);
    if (req.readableEnded || !proxyReq) return;
    req.unpipe(proxyReq);
    req.resume();
    proxyRes.once('end', () => proxyReq.destroy());
  };

  /**
   * With a `timeout`, Node closes an idle connection a second before the CMS's announced one
   * (`Keep-Alive: timeout=5`); without one it keeps idle connections forever and reuses them after the
   * CMS has closed them.
   */
  const agent = new (target.startsWith('https:') ? https : http).Agent({ keepAlive: true, timeout: timeoutMs });
  const replayed = new WeakSet<http.IncomingMessage>();

  const reads: RequestHandler = createProxyMiddleware({
    ...shared,
    agent,
    on: {
      proxyReq: sent,
      proxyRes: received,
      error(error, req, res) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        const closedKeptConnection =
          CLOSED_CONNECTION_ERRORS.has(code) && proxyRequests.get(req)?.reusedSocket === true && !answers.has(req);
        if (closedKeptConnection && !replayed.has(req) && 'headersSent' in res && !res.headersSent) {
          replayed.add(req);
          // The proxy relays whatever it is given, so `next` is only a guard.
          reads(req as Request, res as Response, () => sendUnreachable(error, res));
          return;
        }
        failed(error, req, res);
      },
    },
  });

  const writes: RequestHandler = createProxyMiddleware({
    ...shared,
    agent: singleUseAgent(target),
    on: {
      proxyReq: sent,
      proxyRes: received,
      error: failed,
    },
  });

  return (req, res, next) => {
    if (!RELAYED_PATHS.some((prefix) => req.path.startsWith(prefix))) return next();
    // Node answered the visitor's Expect: 100-continue already; the relay's own request must not
    // carry it, or the proxy would skip its hook that sends a body read here.
    delete req.headers.expect;
    const relay = () => (READ_METHODS.has(req.method) ? reads : writes)(req, res, next);
    body.declared(req, res, () => limit(req, res, () => body.chunked(req, res, relay)));
  };
}
