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

/**
 * Limiter state is in Redis when REDIS_URL is set, so several CMS instances share it. Without Redis it
 * is in memory, or, for the limiters whose state must outlive a restart (captcha replay protection, the
 * contact form's submission limits), in the CMS's own database. Every limiter in the CMS is made here.
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

/** The table all database-kept limiters share (rate-limiter-flexible's own layout: key, points, expire). */
export const LIMITER_TABLE = 'folio_limiter_state';

/** The CMS's own database (Strapi's knex and PostgreSQL schema), where durable limiters keep their state. */
export interface LimiterDatabase {
  knex: Knex;
  schema?: string;
}

export interface LimiterOptions {
  /** Distinguishes the counters of different limiters in a shared store. */
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
  /** Force a store (tests); defaults to Redis when REDIS_URL is set. */
  redis?: Redis | null;
  /** Without Redis, keep the state in this database instead of memory (its table comes from a migration). */
  database?: LimiterDatabase | null;
}

type DatabaseLimiterOptions = Pick<LimiterOptions, 'points' | 'duration'> & { keyPrefix: string };

/**
 * rate-limiter-flexible's store for the database's dialect, on Strapi's own connection pool. Its upsert is
 * one atomic statement, so of two instances consuming the same key at once exactly one sees the first
 * point. Expired rows are removed by sweepExpiredLimits, not by the library's own timer, which outlives a
 * stopped CMS.
 */
/** The table is made by the migration in cms/database/migrations, never by the library at start. */
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

/** Deletes the rows whose window has ended; answers how many. */
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
