// Reads go over kept connections so a busy CMS sheds them in its next turn instead of leaving new connections waiting
// to be accepted (docs/decisions/023); writes cannot be replayed, so each opens its own connection.
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';
import { bodyLimit, type BodyLimits } from './bodyLimit';

const RELAYED_PATHS = ['/api/', '/uploads/'];
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CLOSED_CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE']);

// Announced as kept alive so the CMS reads and drops the rest of a body it refused early instead of closing on it.
function singleUseAgent(target: string): http.Agent {
  const agent = new (target.startsWith('https:') ? https : http).Agent({ keepAlive: true });
  agent.keepSocketAlive = () => false;
  return agent;
}

export interface CmsProxyOptions {
  target: string;
  limit: RequestHandler;
  bodyLimits: BodyLimits;
  timeoutMs?: number;
}

function sendUnreachable(error: Error, res: http.ServerResponse | Socket) {
  console.error('[site] CMS proxy error:', error.message);
  if ('writeHead' in res && !res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { status: 502, message: 'The content service is unreachable.' } }));
}

export function cmsProxy({ target, limit, bodyLimits, timeoutMs = 15_000 }: CmsProxyOptions): RequestHandler {
  const body = bodyLimit(bodyLimits);
  const answers = new WeakMap<http.IncomingMessage, http.IncomingMessage>();
  const shared: Options<http.IncomingMessage, http.ServerResponse> = {
    target,
    changeOrigin: true,
    // The CMS limits each visitor by address (its TRUST_PROXY_HOPS counts this server as one hop).
    xfwd: true,
    proxyTimeout: timeoutMs,
    // The CMS closes a connection announced as closing as soon as it answers, even before the whole body arrived.
    headers: { connection: 'keep-alive' },
  };

  // An answer the CMS already sent stays the visitor's: never turned into a 502, cut off only where the CMS's was.
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
  const received = (proxyRes: http.IncomingMessage, req: http.IncomingMessage) => {
    answers.set(req, proxyRes);
    const proxyReq = proxyRequests.get(req);
    if (req.readableEnded || !proxyReq) return;
    req.unpipe(proxyReq);
    req.resume();
    proxyRes.once('end', () => proxyReq.destroy());
  };

  // Without a `timeout` Node keeps idle connections forever and reuses them after the CMS has closed them.
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
    // Node already answered Expect: 100-continue; carried on, it makes the proxy skip the hook that sends a read body.
    delete req.headers.expect;
    const relay = () => (READ_METHODS.has(req.method) ? reads : writes)(req, res, next);
    body.declared(req, res, () => limit(req, res, () => body.chunked(req, res, relay)));
  };
}
