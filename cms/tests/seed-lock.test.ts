/**
 * The seed lock: two CMS instances starting on one empty database must not both seed it. Each
 * "instance" here is its own knex pool on the same database, as two processes would be. Both databases
 * on every run: PostgreSQL at SEED_LOCK_PG_URL, TEST_DATABASE_URL or the local test database (only an
 * advisory lock is taken there, no table is touched).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { up as makeFolioTables } from '../database/migrations/2026.12.01T00.00.00.folio-tables';
import { GUARD_TABLE, withSeedLock } from '../src/seed/lock';
import { eventually } from './support/eventually';

/** Starts watching the instances; the function it returns says how many have waited for the lock since. */
type Watch = () => () => Promise<number>;

/**
 * Runs `instances` overlapping "seeds" and reports how many ran at the same time at most. A seed lasts until
 * every instance that has not seeded yet is inside a seed too, or is seen waiting for the lock.
 */
async function overlap(instances: Knex[], locked: boolean, watch: Watch): Promise<number> {
  let active = 0;
  let done = 0;
  let maxActive = 0;
  const seed = async () => {
    active += 1;
    maxActive = Math.max(maxActive, active);
    const waiting = watch();
    await eventually(
      async () => active + (locked ? await waiting() : 0),
      (present) => present >= instances.length - done,
      { what: 'the other instances inside a seed or waiting for the lock' },
    );
    active -= 1;
    done += 1;
  };
  await Promise.all(instances.map((db) => (locked ? withSeedLock(db, seed, { pollMs: 20 }) : seed())));
  return maxActive;
}

/** SQLite: an instance that reads the guard row twice after the watch began is waiting for it. */
function guardReaders(instances: Knex[]): Watch {
  const reads = instances.map(() => 0);
  instances.forEach((db, index) =>
    db.on('query', (query: { sql: string }) => {
      if (query.sql.startsWith('select') && query.sql.includes(GUARD_TABLE)) reads[index] += 1;
    }),
  );
  return () => {
    const start = [...reads];
    return async () => reads.filter((count, index) => count >= start[index] + 2).length;
  };
}

describe('on SQLite (guard row)', () => {
  let dir: string;
  let instances: Knex[];
  const open = () =>
    knexFactory({
      client: 'better-sqlite3',
      connection: { filename: path.join(dir, 'data.db') },
      useNullAsDefault: true,
    });

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-seed-lock-'));
    instances = [open(), open()];
    await makeFolioTables(instances[0]);
  });
  afterEach(async () => {
    await Promise.all(instances.map((db) => db.destroy()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets one instance seed at a time (and the race is real without it)', async () => {
    const watch = guardReaders(instances);
    expect(await overlap(instances, false, watch)).toBe(2);
    expect(await overlap(instances, true, watch)).toBe(1);
  });

  it('seeds once when two instances start on one empty database', async () => {
    await instances[0].schema.createTable('content', (table) => table.increments('id'));
    const watch = guardReaders(instances);
    const seedIfEmpty = (db: Knex) =>
      withSeedLock(
        db,
        async () => {
          const [{ count }] = await db('content').count({ count: '*' });
          if (Number(count) > 0) return false;
          const waiting = watch();
          await eventually(waiting, (count) => count >= 1, { what: 'the other instance waiting' });
          await db('content').insert({});
          return true;
        },
        { pollMs: 20 },
      );
    expect((await Promise.all(instances.map(seedIfEmpty))).sort()).toEqual([false, true]);
    expect(await instances[0]('content').count({ count: '*' })).toEqual([{ count: 1 }]);
    expect(await instances[0](GUARD_TABLE).select()).toEqual([]);
  });

  it('is released when the seed fails, and taken over from a crashed holder', async () => {
    await expect(
      withSeedLock(instances[0], async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    expect(await instances[1](GUARD_TABLE).select()).toEqual([]);

    await instances[1](GUARD_TABLE).insert({ id: 1, owner: 'crashed-instance', acquired_at: Date.now() - 60_000 });
    const started = Date.now();
    expect(await withSeedLock(instances[0], async () => 'seeded', { staleAfterMs: 30_000, pollMs: 20 })).toBe('seeded');
    expect(Date.now() - started).toBeLessThan(5_000);

    // A live holder (recent row) is waited for, not taken over.
    await instances[1](GUARD_TABLE).insert({ id: 1, owner: 'live-instance', acquired_at: Date.now() });
    const watching = guardReaders([instances[0]])();
    const waiting = withSeedLock(instances[0], async () => 'after', { pollMs: 20 });
    await eventually(watching, (count) => count === 1, { what: 'the waiter reading the live holder’s row again' });
    expect(await instances[1](GUARD_TABLE).select('owner')).toEqual([{ owner: 'live-instance' }]);
    await instances[1](GUARD_TABLE).where({ owner: 'live-instance' }).delete();
    expect(await waiting).toBe('after');
  });
});

const pgUrl =
  process.env.SEED_LOCK_PG_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

describe('on PostgreSQL (advisory lock)', () => {
  let instances: Knex[];
  // A short statement_timeout, as production configures one: a waiter must outlast it.
  const open = () => knexFactory({ client: 'pg', connection: { connectionString: pgUrl, statement_timeout: 100 } });

  beforeAll(() => {
    instances = [open(), open(), open()];
  });
  afterAll(() => Promise.all(instances.map((db) => db.destroy())));

  /** Advisory locks asked for and not granted: instances blocked in pg_advisory_xact_lock. */
  const blocked: Watch = () => async () => {
    const { rows } = await instances[0].raw(
      "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
    );
    return Number(rows[0].n);
  };

  it('lets one instance seed at a time, however long the others wait', async () => {
    expect(await overlap(instances, false, blocked)).toBe(3);
    expect(await overlap(instances, true, blocked)).toBe(1);
  });

  it('is released when the seed fails', async () => {
    await expect(
      withSeedLock(instances[0], async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    expect(await withSeedLock(instances[1], async () => 'next')).toBe('next');
  });
});
