/**
 * What the site lets through to the CMS: at most `maxInFlight` relayed requests at once, up to
 * `maxQueued` more waiting in order for at most `maxWaitMs`, and a quick 429 with Retry-After for the
 * rest, in the shape of the CMS's own refusals. The site is the visitors' only way in, so overload is
 * turned away here, before it reaches the CMS; the shell's busy check is relayed like any other
 * request and meets the same 429, which shows visitors the busy screen.
 *
 * A counter and a queue of waiting requests, not p-queue or p-limit: those run promises, while a slot
 * here is held by a response until it closes; they are also ES-module-only, which the site's Jest
 * (CommonJS) cannot load.
 */
import { apiError } from '@folio/core';
import type { RequestHandler, Response } from 'express';

export interface RelayLimits {
  maxInFlight: number;
  maxQueued: number;
  maxWaitMs: number;
}

/** The pause the CMS asks for when it sheds load itself. */
const RETRY_AFTER_SECONDS = 5;

type Refusal = 'relay-queue-full' | 'relay-wait-too-long';

function refuse(res: Response, reason: Refusal): void {
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  // The refused visitor's next request comes on a new connection, through the listen queue, which is
  // served in arrival order: kept connections are read on every turn of the event loop, while Node
  // accepts one waiting connection per turn, so under a flood kept ones would starve those still waiting.
  // Not while a body may still be arriving: closing then resets the connection before the 429 is read.
  const { headers } = res.req;
  if (!headers['transfer-encoding'] && !Number(headers['content-length'])) res.setHeader('Connection', 'close');
  res.status(429).json(apiError(429, 'RateLimitError', 'Too many requests, please try again later.', { reason }));
}

export function relayLimit({ maxInFlight, maxQueued, maxWaitMs }: RelayLimits): RequestHandler {
  let inFlight = 0;
  /** Each waiting request's start, in arrival order (a Set keeps insertion order). */
  const waiting = new Set<() => void>();
  let refusing = false;

  /** A finished request hands its slot to the longest-waiting one. */
  const release = () => {
    const [next] = waiting;
    if (next) next();
    else inFlight -= 1;
  };

  // One log line when refusals start and one when they stop, not one per refused request.
  const turnAway = (res: Response, reason: Refusal) => {
    if (!refusing)
      console.warn(`[site] relay to the CMS saturated (${inFlight} in flight, ${waiting.size} waiting): answering 429`);
    refusing = true;
    refuse(res, reason);
  };

  return (_req, res, next) => {
    // A visitor gone before the relay was reached (the development server loads the app first) would
    // hold a slot whose 'close' never comes again: there is nothing to relay for it.
    if (res.closed) return;
    if (inFlight < maxInFlight) {
      if (refusing) console.info('[site] relay to the CMS no longer saturated');
      refusing = false;
      inFlight += 1;
      res.once('close', release);
      next();
      return;
    }
    if (waiting.size >= maxQueued) {
      turnAway(res, 'relay-queue-full');
      return;
    }
    const start = () => {
      leave();
      res.once('close', release);
      next();
    };
    // A visitor who gives up while waiting leaves the queue.
    const leave = () => {
      clearTimeout(timer);
      waiting.delete(start);
      res.off('close', leave);
    };
    const timer = setTimeout(() => {
      leave();
      turnAway(res, 'relay-wait-too-long');
    }, maxWaitMs);
    waiting.add(start);
    res.once('close', leave);
  };
}
