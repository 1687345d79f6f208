/**
 * The contact form's four counts per submission, made by the CMS's limiter factory on SQLite (WAL, synchronous=NORMAL)
 * and on PostgreSQL, against keeping them in memory, with Redis for reference.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { up as makeFolioTables } from '../cms/database/migrations/2026.12.01T00.00.00.folio-tables';
import {
  closeSharedRedis,
  createLimiter,
  sharedRedis,
  type LimiterDatabase,
  type LimiterOptions,
} from '../cms/src/lib/rate-limiter';
import { round } from './lib/load';
import { printAlone, type BenchRow } from './lib/report';

type Limiter = ReturnType<typeof createLimiter>;

/** Strapi's own knex (the CMS is installed apart, see README "How it installs"). */
const knexFactory = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'))('knex') as (
  config: object,
) => LimiterDatabase['knex'];

const SEQUENTIAL = 1_000;
const CONCURRENT = 4_000;
const CONCURRENCY = 16;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_SCHEMA = `folio_bench_${process.pid}`;

interface Store {
  name: string;
  redis?: LimiterOptions['redis'];
  database?: LimiterDatabase | null;
  close: () => Promise<void>;
}

function contactLimiters(store: Store, run: string): Limiter[] {
  const made = (keyPrefix: string, points: number, duration: number) =>
    createLimiter({
      keyPrefix: `bench-${run}-${keyPrefix}`,
      points,
      duration,
      redis: store.redis ?? null,
      database: store.database,
    });
  return [
    made('contact-altcha-solved', 1, 601),
    made('contact-pass-redeemed', 1, 61),
    made('contact-client', 3, 86_400),
    made('contact-email', 3, 86_400),
  ];
}

async function submissionsPerSecond(limiters: Limiter[], count: number, concurrency: number) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let id = next++; id < count; id = next++) {
        for (const limiter of limiters) await limiter.consume(`submission-${id}`);
      }
    }),
  );
  return (count * 1000) / (performance.now() - started);
}

async function measure(store: Store): Promise<{ perSubmissionMs: number; perSecond: number }> {
  const oneByOne = await submissionsPerSecond(contactLimiters(store, 'sequential'), SEQUENTIAL, 1);
  const atOnce = await submissionsPerSecond(contactLimiters(store, 'concurrent'), CONCURRENT, CONCURRENCY);
  return { perSubmissionMs: 1000 / oneByOne, perSecond: atOnce };
}

async function sqliteStore(): Promise<Store> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-state-'));
  const knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: path.join(dir, 'data.db') },
    useNullAsDefault: true,
    pool: {
      afterCreate: (connection: { pragma: (sql: string) => unknown }, done: (error?: Error) => void) => {
        connection.pragma('journal_mode = WAL');
        connection.pragma('synchronous = NORMAL');
        done();
      },
    },
  });
  const database = { knex };
  await makeFolioTables(knex);
  return {
    name: 'SQLite',
    database,
    close: async () => {
      await knex.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresStore(): Promise<Store> {
  const knex = knexFactory({ client: 'pg', connection: { connectionString: PG_URL } });
  await knex.raw(`CREATE SCHEMA "${PG_SCHEMA}"`);
  const database = { knex, schema: PG_SCHEMA };
  await makeFolioTables(knex, { getSchemaName: () => PG_SCHEMA });
  return {
    name: 'PostgreSQL',
    database,
    close: async () => {
      await knex.raw(`DROP SCHEMA "${PG_SCHEMA}" CASCADE`);
      await knex.destroy();
    },
  };
}

async function redisStore(): Promise<Store> {
  // Set only while the connection is made: CMS processes that later benches start inherit this environment.
  const unset = process.env.REDIS_URL === undefined;
  if (unset) process.env.REDIS_URL = REDIS_URL;
  const redis = sharedRedis();
  if (unset) delete process.env.REDIS_URL;
  if (!redis) throw new Error('REDIS_URL is not set');
  if (redis.status !== 'ready') await once(redis, 'ready');
  return {
    name: 'Redis',
    redis,
    close: async () => {
      const keys = await redis.keys('folio:bench-*');
      if (keys.length) await redis.del(...keys);
      await closeSharedRedis();
    },
  };
}

export async function benchContactState(): Promise<BenchRow[]> {
  const memory = await measure({ name: 'memory', close: async () => undefined });
  const describe = ({ perSubmissionMs, perSecond }: Awaited<ReturnType<typeof measure>>) =>
    `${round(perSubmissionMs, 3)} ms per submission, ${round(perSecond, 0)}/s at ${CONCURRENCY} at once`;
  const rows: BenchRow[] = [];
  for (const open of [sqliteStore, postgresStore, redisStore]) {
    const store = await open();
    try {
      const result = await measure(store);
      rows.push({
        benchmark: `Contact state per submission: ${store.name}`,
        measured: describe(result),
        baseline: `memory: ${describe(memory)}`,
        ratio: String(round(result.perSecond / memory.perSecond, 3)),
        target: store.redis ? '(reference)' : '< 5 ms per submission',
      });
    } finally {
      await store.close();
    }
  }
  return rows;
}

if (require.main === module) printAlone(benchContactState);
