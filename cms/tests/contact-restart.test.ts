/**
 * Without REDIS_URL (the embedded default), the contact form keeps what it must remember in the CMS's own
 * database: SQLite, or PostgreSQL with TEST_DATABASE_URL. A restart on the same database forgets none of
 * it; two instances on one database agree on which use of a pass came first; expired rows are swept.
 */
import knexFactory, { type Knex } from 'knex';
import { createSingleUseRegistry } from '../src/plugins/contact/server/services/single-use';
import { createLimiter, LIMITER_TABLE, type LimiterDatabase } from '../src/lib/rate-limiter';
import { moveClock } from './support/clock';
import { describeRestart, keysHeld } from './support/contact-restart';

const rows = (database: LimiterDatabase, keys: string[]) =>
  (database.schema ? database.knex(LIMITER_TABLE).withSchema(database.schema) : database.knex(LIMITER_TABLE))
    .whereIn('key', keys)
    .select('key', 'points', 'expire');

const databaseOf = (strapi: ReturnType<typeof restart.strapi>): LimiterDatabase => ({
  knex: strapi.db.connection,
  schema: strapi.db.getSchemaName(),
});

const restart = describeRestart({
  env: { REDIS_URL: '' },
  network: '10.41',
  tag: 'restart',
  async inStore(trail, strapi) {
    const keys = keysHeld(trail);
    const found = await rows(databaseOf(strapi), keys);
    expect(found.map((row: { key: string }) => row.key).sort()).toEqual([...keys].sort());
  },
});

afterEach(() => jest.useRealTimers());

/** A second connection pool on the CMS's database, as another CMS process would open. */
function otherInstance(strapi: ReturnType<typeof restart.strapi>): Knex {
  const { client } = strapi.db.connection.client.config;
  return client === 'better-sqlite3'
    ? knexFactory({ client, connection: { filename: process.env.DATABASE_FILENAME ?? '' }, useNullAsDefault: true })
    : knexFactory({ client, connection: { connectionString: process.env.DATABASE_URL } });
}

it('lets exactly one of two instances on one database redeem an id, however close together', async () => {
  const strapi = restart.strapi();
  const other = otherInstance(strapi);
  try {
    const here = createSingleUseRegistry('race-test', 60_000, databaseOf(strapi));
    const there = createSingleUseRegistry('race-test', 60_000, { knex: other, schema: strapi.db.getSchemaName() });
    const ids = Array.from({ length: 50 }, (_, index) => `${process.pid}-${Date.now()}-${index}`);
    const outcomes = await Promise.all(ids.map((id) => Promise.all([here(id), there(id)])));
    expect(outcomes.map((pair) => pair.filter(Boolean).length)).toEqual(ids.map(() => 1));
  } finally {
    await other.destroy();
  }
});

it('sweeps the rows whose window has ended and keeps the others', async () => {
  const strapi = restart.strapi();
  const database = databaseOf(strapi);
  const shortLived = createLimiter({ keyPrefix: 'sweep-test-short', points: 3, duration: 1, database });
  const longLived = createLimiter({ keyPrefix: 'sweep-test-long', points: 3, duration: 3600, database });
  await shortLived.consume('key');
  await longLived.consume('key');
  const keys = ['folio:sweep-test-short:key', 'folio:sweep-test-long:key'];
  expect(await rows(database, keys)).toHaveLength(2);

  moveClock(5_000);
  expect(await strapi.plugin('contact').service('state').sweep()).toBeGreaterThanOrEqual(1);
  expect((await rows(database, keys)).map((row: { key: string }) => row.key)).toEqual(['folio:sweep-test-long:key']);
  await longLived.delete('key');
});
