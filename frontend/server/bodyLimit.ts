/**
 * The largest request body the site relays to each CMS route: the CMS's own limit for that route, so a
 * body the CMS would refuse is refused here, with the CMS's 413 in its error shape, before a byte of it is
 * relayed. A declared length (Content-Length) is judged at once; a chunked body is read here up to the
 * limit, with raw-body (body-parser's reader), and relayed with its length once it is known to fit.
 *
 * Refusing here matters beyond saving the CMS the work: a CMS that answers 413 while the body is still
 * arriving closes a connection the relay is still writing to, and the visitor then met a 502 or a reset
 * instead of the 413.
 */
import type { ClientRequest, IncomingMessage } from 'node:http';
import { OncePerWindow, apiError } from '@folio/core';
import type { Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';

export interface BodyLimits {
  /** Per route: its path as the site relays it (`/api/...`), in any case and with or without a trailing slash. */
  routes: Record<string, number>;
  /** Every other relayed path. */
  otherBytes: number;
}

/** How long the log stays quiet about a client after one of its bodies was refused. */
const REFUSAL_LOG_WINDOW_MS = 60_000;
/**
 * The most of a refused body read away before answering a client that will close the connection
 * (RFC 9112's lingering close); past it, the answer goes at once and such a client may see a reset.
 */
const LINGER_MAX_BYTES = 2 * 1024 * 1024;

/** Whether the connection ends with this request: Node then closes it as soon as the answer is sent. */
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

/** A refusal in the shape of the CMS's own (Strapi's error body). */
function answer(res: Response, status: number, name: string, message: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(apiError(status, name, message));
}

export interface BodyLimit {
  /** Refuses a request whose declared length is over its route's limit; runs before the relay takes a slot. */
  declared: RequestHandler;
  /** Reads a chunked body up to its route's limit (refusing it past that); runs once the relay has a slot. */
  chunked: RequestHandler;
  /** Called by the relay once its request to the CMS exists: sends a body `chunked` read, with its length. */
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
      // On a kept connection Node reads the rest of the body away once the answer is sent, so the visitor
      // gets the 413 instead of a reset mid-upload. On a closing one it closes at once, under a client still
      // sending, whose write then fails before it reads the answer: the body is read away first.
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
