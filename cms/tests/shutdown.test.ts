/**
 * A stop right after a write: Strapi's document service emits the entry's event after the write returns,
 * without awaiting it, and reads the entry back first. The CMS's destroy waits for that read
 * (src/lib/settle-database.ts) instead of closing the database under it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { settleDatabase } from '../src/lib/settle-database';
import { startStrapi, stopStrapi } from './support/strapi';
import { configureTestEnvironment } from './support/test-env';

const DESIGNER = 'api::designer.designer';
let dir: string;
const saved = { ...process.env };

beforeAll(() => {
  // On SQLite a database of this file's own; on PostgreSQL the run's, where the designer is removed after.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-shutdown-'));
  process.env.FOLIO_TEST_DIR = dir;
  process.env.SEED_DEMO_CONTENT = 'false';
  configureTestEnvironment();
});

afterAll(() => {
  process.env = saved;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The entry events the CMS emits, by event name and entry name. */
const watchEvents = (strapi: Core.Strapi) => {
  const seen: string[] = [];
  strapi.eventHub.subscribe(async (event: string, payload: { entry?: { name?: string } }) => {
    seen.push(`${event} ${payload?.entry?.name}`);
  });
  return seen;
};

it('lets the entry event of a write finish before it stops', async () => {
  const strapi = await startStrapi();
  const seen = watchEvents(strapi);
  const name = `Settle ${Date.now()}`;
  try {
    await strapi.documents(DESIGNER).create({ data: { name } as never });
  } finally {
    // The create's event reads its entry back after the write returns; the stop must not cut it off.
    await stopStrapi(strapi);
  }
  expect(seen).toContain(`entry.create ${name}`);

  const again = await startStrapi();
  await again.db.query(DESIGNER).deleteMany({ where: { name } });
  await stopStrapi(again);
});

it('waits for queries under way, and gives up on a stuck one after its timeout', async () => {
  const strapi = await startStrapi();
  try {
    const slow = strapi.db.connection.raw(
      strapi.db.dialect.client === 'postgres' ? 'select pg_sleep(0.3)' : 'select 1',
    );
    const started = Date.now();
    expect(await settleDatabase(strapi)).toBe(true);
    await slow;
    if (strapi.db.dialect.client === 'postgres') expect(Date.now() - started).toBeGreaterThanOrEqual(250);

    const held = await strapi.db.connection.transaction();
    expect(await settleDatabase(strapi, 200)).toBe(false);
    await held.rollback();
    expect(await settleDatabase(strapi, 200)).toBe(true);
  } finally {
    await stopStrapi(strapi);
  }
});
