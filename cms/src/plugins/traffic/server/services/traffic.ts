import type { Core } from '@strapi/strapi';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { folioSettings } from '../../../../../config/folio';
import { createLimiter } from '../../../../lib/rate-limiter';
import { createLoadMonitor, type LoadMonitor } from '../load-monitor';

/** The catalog is in memory and what the site renders from, so it is never budgeted. */
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

/** The admin is left alone: editors keep working while visitors are turned away. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = folioSettings().traffic;
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
  // Started on the first request, so a CMS that serves none (a script, a build) runs no sampler.
  let monitor: LoadMonitor | null = null;
  const load = () => (monitor ??= createLoadMonitor(settings));

  return {
    settings,

    classify(method: string, path: string): RequestKind | null {
      // Strapi's router takes any case of a path and a trailing slash ("/API/Scans/"), so this does too.
      const spelled = path.toLowerCase().replace(/\/+$/, '');
      const prefix = apiPrefix.toLowerCase();
      if (spelled !== prefix && !spelled.startsWith(`${prefix}/`)) return null;
      const route = spelled.slice(prefix.length);
      if (route === '/rate-limit') return 'check';
      if (route === '/catalog' || route.startsWith('/catalog/')) return 'catalog';
      return READ_METHODS.has(method.toUpperCase()) ? 'read' : 'write';
    },

    saturated(): boolean {
      return load().saturated();
    },

    eventLoopDelayMs(): number {
      return Math.round(load().eventLoopDelayMs());
    },

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
    },
  };
};
