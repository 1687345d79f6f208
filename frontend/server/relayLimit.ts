// Overload is turned away here because the site is the visitors' only way in; a counter, not p-limit, because a slot
// is held by a response until it closes (and p-limit is ES-module-only, which the site's Jest cannot load).
import { apiError } from '@folio/core';
import type { RequestHandler, Response } from 'express';

export interface RelayLimits {
  maxInFlight: number;
  maxQueued: number;
  maxWaitMs: number;
}

// The pause the CMS asks for when it sheds load itself.
const RETRY_AFTER_SECONDS = 5;

type Refusal = 'relay-queue-full' | 'relay-wait-too-long';

function refuse(res: Response, reason: Refusal): void {
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  // Kept connections are read every turn while Node accepts one waiting connection per turn, so the refused visitor
  // is sent to the back of the listen queue; not while a body may still arrive, as closing then resets the connection.
  const { headers } = res.req;
  if (!headers['transfer-encoding'] && !Number(headers['content-length'])) res.setHeader('Connection', 'close');
  res.status(429).json(apiError(429, 'RateLimitError', 'Too many requests, please try again later.', { reason }));
}

export function relayLimit({ maxInFlight, maxQueued, maxWaitMs }: RelayLimits): RequestHandler {
  let inFlight = 0;
  const waiting = new Set<() => void>();
  let refusing = false;

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
    // A visitor gone before the relay was reached would hold a slot whose 'close' never comes again.
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
