// Refused here, before a byte is relayed, because a CMS answering 413 mid-body closes a connection the relay is still
// writing to, and the visitor then meets a 502 or a reset instead of the 413.
import type { ClientRequest, IncomingMessage } from 'node:http';
import { OncePerWindow, apiError } from '@folio/core';
import type { Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';

export interface BodyLimits {
  routes: Record<string, number>;
  otherBytes: number;
}

const REFUSAL_LOG_WINDOW_MS = 60_000;
// Read away before refusing a client that will close the connection (RFC 9112's lingering close).
const LINGER_MAX_BYTES = 2 * 1024 * 1024;

const closesAfter = (req: IncomingMessage) =>
  /\bclose\b/i.test(req.headers.connection ?? '') ||
  (req.httpVersion === '1.0' && !/\bkeep-alive\b/i.test(req.headers.connection ?? ''));

/** The CMS's router ignores case and a trailing slash, so every spelling of a route meets its limit. */
function routeKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* a malformed escape: judged as written */
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

function answer(res: Response, status: number, name: string, message: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(apiError(status, name, message));
}

export interface BodyLimit {
  declared: RequestHandler;
  chunked: RequestHandler;
  relayRead: (proxyRequest: ClientRequest, req: IncomingMessage) => void;
}

export function bodyLimit({ routes, otherBytes }: BodyLimits): BodyLimit {
  const limits = new Map(Object.entries(routes).map(([path, bytes]) => [routeKey(path), bytes]));
  const limitFor = (req: Request) => limits.get(routeKey(req.path)) ?? otherBytes;
  const readBodies = new WeakMap<IncomingMessage, Buffer>();
  const refusals = new OncePerWindow(REFUSAL_LOG_WINDOW_MS);

  const refuse = (req: Request, res: Response, maxBytes: number, size: string) => {
    const unlogged = refusals.note(req.ip ?? 'unknown');
    if (unlogged !== null) {
      const earlier = unlogged > 0 ? `; ${unlogged} more from it in the last window were not logged` : '';
      console.info(
        `[site] refused ${size} body to ${req.method} ${req.path} from ${req.ip} with 413 (limit ${maxBytes} bytes)` +
          `${earlier}; its next refusals within ${REFUSAL_LOG_WINDOW_MS / 1000} s are counted, not logged`,
      );
    }
    answer(res, 413, 'PayloadTooLargeError', `The request body may not exceed ${maxBytes} bytes`);
  };

  return {
    declared(req, res, next) {
      const declared = req.headers['content-length'];
      const maxBytes = limitFor(req);
      if (declared === undefined || Number(declared) <= maxBytes) return next();
      // Node closes a closing connection at once, so a client still sending fails before it reads the 413.
      if (closesAfter(req) && Number(declared) <= LINGER_MAX_BYTES) {
        req.on('end', () => refuse(req, res, maxBytes, `a ${declared}-byte`));
        req.resume();
        return;
      }
      refuse(req, res, maxBytes, `a ${declared}-byte`);
    },

    chunked(req, res, next) {
      // With a Content-Length, Node reads exactly that many bytes, already judged by `declared`.
      if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] === undefined) return next();
      const maxBytes = limitFor(req);
      getRawBody(req, { limit: maxBytes }).then(
        (body) => {
          readBodies.set(req, body);
          next();
        },
        (error: getRawBody.RawBodyError) => {
          if (error.type === 'entity.too.large') {
            refuse(req, res, maxBytes, 'a chunked');
            // Drop what is still coming, so the visitor reads the answer instead of meeting a reset.
            req.resume();
            return;
          }
          // A visitor gone mid-body has nobody left to answer; a broken body is the visitor's error.
          if (req.destroyed || res.headersSent) return;
          answer(res, 400, 'BadRequestError', 'The request body could not be read');
        },
      );
    },

    relayRead(proxyRequest, req) {
      const body = readBodies.get(req);
      if (!body) return;
      proxyRequest.removeHeader('transfer-encoding');
      proxyRequest.setHeader('content-length', body.length);
      proxyRequest.write(body);
    },
  };
}
