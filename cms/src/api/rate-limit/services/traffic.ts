import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from '../../../utils/rate-limiter';
import { createAcceptQueueReader, type AcceptQueueReader } from '../accept-queue';
import { createLoadMonitor, type LoadMonitor, type Saturation } from '../load-monitor';
import { readTrafficSettings, type TrafficSettings } from '../settings';

/**
 * What a content-API request costs:
 * - catalog: the in-memory read model, cheap and what the site server renders from: never budgeted;
 * - check: GET /api/rate-limit, the site shell's "may I?" call: the client budget;
 * - read: any other REST read (lists with populate are the expensive ones): client and read budgets;
 * - write: every POST/PUT/PATCH/DELETE (contact form, captcha, ...): client and write budgets.
 */
export type RequestKind = 'catalog' | 'check' | 'read' | 'write';

export type Budget = 'client' | 'read' | 'write';

export type Verdict = { admitted: true } | { admitted: false; reason: Budget; retryAfterSeconds: number };

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const BUDGETS_BY_KIND: Record<RequestKind, Budget[]> = {
  catalog: [],
  check: ['client'],
  read: ['client', 'read'],
  write: ['client', 'write'],
};

/**
 * Load shedding and per-client limits for the content API (/api/*). The admin and its own API are
 * left alone: editors keep working while visitors are turned away. Limiter state lives in Redis when
 * REDIS_URL is set (see utils/rate-limiter), so every CMS instance counts a client's requests together.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings: TrafficSettings = readTrafficSettings();
  const apiPrefix: string = strapi.config.get('api.rest.prefix', '/api');
  const limiters: Record<Budget, RateLimiterAbstract> = {
    client: createLimiter({
      keyPrefix: `${settings.keyPrefix}:client`,
      points: settings.clientRequests,
      duration: settings.windowSeconds,
    }),
    read: createLimiter({
      keyPrefix: `${settings.keyPrefix}:read`,
      points: settings.readRequests,
      duration: settings.windowSeconds,
    }),
    write: createLimiter({
      keyPrefix: `${settings.keyPrefix}:write`,
      points: settings.writeRequests,
      duration: settings.windowSeconds,
    }),
  };
  let monitor: LoadMonitor | null = null;
  let acceptQueue: AcceptQueueReader | null = null;
  const load = () => {
    if (!monitor) {
      acceptQueue = createAcceptQueueReader(() => {
        const address = strapi.server.httpServer.address() as AddressInfo | string | null;
        return address && typeof address === 'object' ? address.port : null;
      });
      monitor = createLoadMonitor({ ...settings, readAcceptQueue: acceptQueue.read });
    }
    return monitor;
  };

  return {
    settings,

    /** The kind of a request, or null when it is not a content-API request. */
    classify(method: string, path: string): RequestKind | null {
      if (path !== apiPrefix && !path.startsWith(`${apiPrefix}/`)) return null;
      const route = path.slice(apiPrefix.length);
      if (route === '/rate-limit') return 'check';
      if (route === '/catalog' || route.startsWith('/catalog/')) return 'catalog';
      return READ_METHODS.has(method.toUpperCase()) ? 'read' : 'write';
    },

    saturation(): Saturation | null {
      return load().saturation();
    },

    noteShed(reason: Saturation): void {
      load().noteShed(reason);
    },

    recentlyShed(): Saturation | null {
      return load().recentlyShed();
    },

    /** Counts a request as in flight until the returned function is called. */
    enter(): () => void {
      const current = load();
      current.enter();
      let left = false;
      return () => {
        if (left) return;
        left = true;
        current.leave();
      };
    },

    loadFigures() {
      const current = load();
      return {
        inFlight: current.inFlight(),
        acceptQueue: current.acceptQueue(),
        eventLoopDelayMs: Math.round(current.eventLoopDelayMs()),
      };
    },

    /** Takes one point from each budget the request kind draws on; the first exhausted one refuses it. */
    async consume(kind: RequestKind, clientKey: string): Promise<Verdict> {
      for (const budget of BUDGETS_BY_KIND[kind]) {
        try {
          await limiters[budget].consume(clientKey);
        } catch (outcome) {
          if (outcome instanceof RateLimiterRes) {
            return {
              admitted: false,
              reason: budget,
              retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
            };
          }
          // A broken store must not take the API down with it: let the request through, say so.
          strapi.log.warn(`[rate-limit] ${budget} limiter unavailable: ${(outcome as Error).message}`);
        }
      }
      return { admitted: true };
    },

    stop() {
      monitor?.stop();
      monitor = null;
      acceptQueue?.close();
      acceptQueue = null;
    },
  };
};
