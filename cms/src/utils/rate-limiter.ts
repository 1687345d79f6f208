import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import Redis from 'ioredis';
import { folioSettings } from '../../config/folio';

/**
 * Limiter state is in memory by default and in Redis when REDIS_URL is set, so several CMS
 * instances share it. Every limiter in the CMS is made here.
 */
let redisClient: Redis | null | undefined;

export function sharedRedis(): Redis | null {
  if (redisClient === undefined) {
    const url = folioSettings().redisUrl;
    redisClient = url
      ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    redisClient?.on('error', () => {
      /* reported by the limiter calls that fail; keeps ioredis from crashing the process */
    });
  }
  return redisClient;
}

export interface LimiterOptions {
  /** Distinguishes the counters of different limiters in a shared store. */
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
  /** Force a store (tests); defaults to Redis when REDIS_URL is set. */
  redis?: Redis | null;
}

export function createLimiter({
  keyPrefix,
  points,
  duration,
  redis = sharedRedis(),
}: LimiterOptions): RateLimiterAbstract {
  const prefix = `folio:${keyPrefix}`;
  if (redis) {
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: prefix,
      points,
      duration,
      // If Redis is unreachable, keep limiting in this instance's memory rather than failing open.
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: prefix, points, duration }),
    });
  }
  return new RateLimiterMemory({ keyPrefix: prefix, points, duration });
}

export async function closeSharedRedis(): Promise<void> {
  if (redisClient) await redisClient.quit().catch(() => undefined);
  redisClient = undefined;
}
