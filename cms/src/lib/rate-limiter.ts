import type { Knex } from 'knex';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import Redis from 'ioredis';
import { folioSettings } from '../../config/folio';
import { isPostgres } from './database-client';

/** Redis lets instances share limits; without it, limits that must outlive a restart are kept in the database. */
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

/** rate-limiter-flexible's own layout: key, points, expire. */
export const LIMITER_TABLE = 'folio_limiter_state';

export interface LimiterDatabase {
  knex: Knex;
  schema?: string;
}

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
  redis?: Redis | null;
  database?: LimiterDatabase | null;
}

type DatabaseLimiterOptions = Pick<LimiterOptions, 'points' | 'duration'> & { keyPrefix: string };

/** The table comes from a migration; sweepExpiredLimits clears it, as the library's timer outlives a stopped CMS. */
function databaseLimiter(database: LimiterDatabase, options: DatabaseLimiterOptions): RateLimiterAbstract {
  const store = {
    ...options,
    storeClient: database.knex,
    storeType: 'knex',
    tableName: LIMITER_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
  };
  return isPostgres(database.knex)
    ? new RateLimiterPostgres({ ...store, schemaName: database.schema })
    : new RateLimiterSQLite(store);
}

export async function sweepExpiredLimits(database: LimiterDatabase): Promise<number> {
  const table = database.schema
    ? database.knex(LIMITER_TABLE).withSchema(database.schema)
    : database.knex(LIMITER_TABLE);
  return table.where('expire', '<', Date.now()).delete();
}

export function createLimiter({
  keyPrefix,
  points,
  duration,
  redis = sharedRedis(),
  database = null,
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
  if (database) return databaseLimiter(database, { keyPrefix: prefix, points, duration });
  return new RateLimiterMemory({ keyPrefix: prefix, points, duration });
}

export async function closeSharedRedis(): Promise<void> {
  if (redisClient) await redisClient.quit().catch(() => undefined);
  redisClient = undefined;
}
