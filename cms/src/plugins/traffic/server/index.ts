import { once } from 'node:events';
import type { Core } from '@strapi/strapi';
import { sharedRedis } from '../../../lib/rate-limiter';
import rateLimit from './controllers/rate-limit';
import routes from './routes';
import traffic from './services/traffic';

const REDIS_READY_TIMEOUT_MS = 5_000;

export const trafficService = (strapi: Core.Strapi): ReturnType<typeof traffic> =>
  strapi.plugin('traffic').service('traffic') as ReturnType<typeof traffic>;

export default {
  /** Until Redis is connected the limiters count in memory, and a client's first requests would escape the budget. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const redis = sharedRedis();
    if (!redis || redis.status === 'ready') return;
    try {
      await once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_READY_TIMEOUT_MS) });
    } catch {
      strapi.log.warn(
        `[rate-limit] Redis not ready after ${REDIS_READY_TIMEOUT_MS} ms: limits count in memory until it is`,
      );
    }
  },

  destroy({ strapi }: { strapi: Core.Strapi }) {
    trafficService(strapi).stop();
  },

  controllers: { 'rate-limit': rateLimit },
  routes,
  services: { traffic },
};
