// Browsers talk only to the site, which forwards countable events to Plausible when PLAUSIBLE_EVENTS_URL is set.
import express, { type ErrorRequestHandler, type Request, type Router } from 'express';
import { isbot } from 'isbot';
import { ValidationError } from 'yup';
import {
  ANALYTICS_EVENT_PATH,
  ANALYTICS_EVENTS,
  analyticsEventSchema,
  type AnalyticsEvent,
} from '../app/features/analytics/analyticsEvent';
import type { SiteConfig } from '../app/lib/env.server';

export interface BeaconOptions {
  eventsUrl: string | null;
  domain: string;
  siteUrl: string;
  timeoutMs: number;
  debug: (message: string) => void;
  warn: (message: string) => void;
}

const FORWARD_TIMEOUT_MS = 3_000;

export function beaconOptions({ analytics, publicSiteUrl }: SiteConfig): BeaconOptions {
  return {
    eventsUrl: analytics.eventsUrl,
    domain: analytics.domain,
    siteUrl: publicSiteUrl,
    timeoutMs: FORWARD_TIMEOUT_MS,
    debug: analytics.debug ? (message) => console.debug(`[site] ${message}`) : () => undefined,
    warn: (message) => console.warn(`[site] ${message}`),
  };
}

type DropReason = 'do-not-track' | 'prefetch' | 'bot';

function dropReason(req: Request): DropReason | null {
  if (req.get('dnt') === '1' || req.get('sec-gpc') === '1') return 'do-not-track';
  // Chrome marks requests of prefetched and prerendered pages with Sec-Purpose; older agents use the others.
  const purpose = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].map((header) => req.get(header) ?? '').join(' ');
  if (/prefetch|prerender|preview/i.test(purpose)) return 'prefetch';
  const userAgent = req.get('user-agent');
  if (!userAgent || isbot(userAgent)) return 'bot';
  return null;
}

function plausiblePayload(event: AnalyticsEvent, options: BeaconOptions) {
  return {
    name: event.name,
    url: new URL(event.path, options.siteUrl).href,
    domain: options.domain,
    referrer: event.referrer || null,
    props: event.name === ANALYTICS_EVENTS.fileDownload ? { url: event.fileUrl } : undefined,
  };
}

async function forward(event: AnalyticsEvent, req: Request, options: BeaconOptions): Promise<void> {
  const response = await fetch(options.eventsUrl!, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      // The analytics service counts unique visitors from these two, hashed with a daily salt.
      'User-Agent': req.get('user-agent')!,
      'X-Forwarded-For': req.ip ?? '',
    },
    body: JSON.stringify(plausiblePayload(event, options)),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

const badRequest = (message: string) => ({ error: { status: 400, message } });

const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = (error as { status?: number }).status;
  if (!status || status >= 500) return next(error);
  res.status(status).json(badRequest((error as Error).message));
};

export function analyticsBeacon(options: BeaconOptions): Router {
  const router = express.Router();
  let announcedDropping = false;

  router.post(
    ANALYTICS_EVENT_PATH,
    // sendBeacon may send its JSON as text/plain.
    express.json({ limit: '4kb', type: ['application/json', 'text/plain'] }),
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      let event: AnalyticsEvent;
      try {
        event = await analyticsEventSchema.validate(req.body);
      } catch (error) {
        if (error instanceof ValidationError) {
          res.status(400).json(badRequest(error.message));
          return;
        }
        throw error;
      }
      // Accepted either way: the browser learns nothing about what is counted.
      res.status(202).end();

      const reason = dropReason(req);
      if (reason) return options.debug(`analytics event not counted (${reason}): ${event.name}`);
      if (!options.eventsUrl) {
        if (!announcedDropping) console.info('[site] PLAUSIBLE_EVENTS_URL is not set: analytics events are dropped');
        announcedDropping = true;
        return options.debug(`analytics event dropped: ${event.name} ${event.path}`);
      }
      forward(event, req, options).catch((error: Error) =>
        options.warn(`analytics event not forwarded: ${error.message}`),
      );
    },
  );
  router.use(ANALYTICS_EVENT_PATH, bodyErrors);
  router.all(ANALYTICS_EVENT_PATH, (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).end();
  });
  return router;
}
