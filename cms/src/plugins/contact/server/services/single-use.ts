import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter, type LimiterDatabase } from '../../../../lib/rate-limiter';

/** In the limiter store, which counts atomically, so of two simultaneous uses exactly one is the first. */
export function createSingleUseRegistry(
  keyPrefix: string,
  lifetimeMs: number,
  database: LimiterDatabase | null = null,
): (id: string) => Promise<boolean> {
  const limiter = createLimiter({ keyPrefix, points: 1, duration: Math.ceil(lifetimeMs / 1000) + 1, database });
  return async function firstUse(id: string): Promise<boolean> {
    try {
      await limiter.consume(id);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  };
}
