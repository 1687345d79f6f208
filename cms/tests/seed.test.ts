/**
 * The seed never touches a database with content, and `npm run seed -- --reset` replaces whatever is
 * there with exactly one demo library. The reset runs the real script on a copy of this run's database
 * and uploads (SQLite only: a PostgreSQL database cannot be copied as a file).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { DEMO_ARTICLES } from '../src/seed/demo-articles';
import { DEMO_ARCHIVES, DEMO_SCANS, DESIGNERS, PRINTED_ENTRIES } from '../src/seed/demo-library';
import { startStrapi, stopStrapi } from './support/strapi';
import { configureTestEnvironment } from './support/test-env';

const run = promisify(execFile);
const cmsDir = path.resolve(__dirname, '..');
const { workDir, database } = configureTestEnvironment();

const TABLES = ['scans', 'archive_entries', 'articles', 'designers', 'site_settings', 'abouts', 'files'];

async function rowCounts(count: (table: string) => Promise<number>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = await count(table);
  return counts;
}

describe('seedIfEmpty', () => {
  let strapi: Core.Strapi;
  beforeAll(async () => {
    strapi = await startStrapi();
  });
  afterAll(() => stopStrapi(strapi));

  it('does nothing on a database that already has content', async () => {
    const { seedIfEmpty } = await import('../src/seed');
    const count = async (table: string) => Number((await strapi.db.connection(table).count({ n: '*' }))[0].n);
    const before = await rowCounts(count);
    expect(before.scans).toBeGreaterThan(0);
    expect(await seedIfEmpty(strapi)).toBe(false);
    // Every upload leaves a row in `files`, so unchanged counts also mean nothing was uploaded.
    expect(await rowCounts(count)).toEqual(before);
  });
});

(database === 'sqlite' ? describe : describe.skip)('npm run seed', () => {
  const copyDir = path.join(workDir, 'seed-script');
  const copy = { database: path.join(copyDir, 'data.db'), publicDir: path.join(copyDir, 'public') };
  let db: Knex;

  const seedScript = (...args: string[]) =>
    run('npm', ['run', 'seed', '--', '--no-compile', ...args], {
      cwd: cmsDir,
      env: {
        ...process.env,
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: copy.database,
        STRAPI_PUBLIC_DIR: copy.publicDir,
      },
      timeout: 280_000,
    });
  const count = async (table: string) => Number((await db(table).count({ n: '*' }))[0].n);
  const published = async (table: string) =>
    Number((await db(table).whereNotNull('published_at').count({ n: '*' }))[0].n);
  const fileUrls = async () => (await db('files').select('url')).map((row: { url: string }) => row.url as string);
  const onDisk = (url: string) => fs.existsSync(path.join(copy.publicDir, url));

  beforeAll(() => {
    // No CMS holds the run's database between test files, so the file (WAL checkpointed) is whole.
    fs.mkdirSync(copyDir, { recursive: true });
    fs.copyFileSync(process.env.DATABASE_FILENAME!, copy.database);
    fs.cpSync(process.env.STRAPI_PUBLIC_DIR!, copy.publicDir, { recursive: true });
    db = knexFactory({ client: 'better-sqlite3', connection: { filename: copy.database }, useNullAsDefault: true });
  });
  afterAll(async () => {
    await db?.destroy();
    fs.rmSync(copyDir, { recursive: true, force: true });
  });

  it('leaves a database with content alone without --reset', async () => {
    const before = await rowCounts(count);
    await db('scans')
      .update({ title: 'Edited by an editor' })
      .where('id', (await db('scans').min({ id: 'id' }))[0].id);
    await seedScript();
    expect(await rowCounts(count)).toEqual(before);
    expect(await db('scans').where({ title: 'Edited by an editor' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('--reset replaces all content and uploads with exactly one demo library', async () => {
    const oldUrls = await fileUrls();
    expect(oldUrls.length).toBeGreaterThan(0);
    expect(oldUrls.every(onDisk)).toBe(true);

    await seedScript('--reset');

    expect(await db('scans').where({ title: 'Edited by an editor' }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await published('scans')).toBe(DEMO_SCANS.length);
    expect(await published('archive_entries')).toBe(DEMO_ARCHIVES.length);
    expect(await published('articles')).toBe(DEMO_ARTICLES.length);
    expect(await published('designers')).toBe(DESIGNERS.length);
    expect(await published('site_settings')).toBe(1);
    expect(await published('abouts')).toBe(1);

    const maxPages = Math.max(...[...DEMO_SCANS, ...DEMO_ARCHIVES].map((entry) => entry.pageCount));
    const newUrls = await fileUrls();
    // The shared page pool, a cover per entry and article, the entries printed with a page 1 of their own
    // (record 152), and the share image.
    expect(newUrls).toHaveLength(
      maxPages + DEMO_SCANS.length + DEMO_ARCHIVES.length + DEMO_ARTICLES.length + PRINTED_ENTRIES.length + 1,
    );
    expect(newUrls.every(onDisk)).toBe(true);
    // The old uploads are gone from the media library and from disk.
    expect(newUrls.filter((url) => oldUrls.includes(url))).toEqual([]);
    expect(oldUrls.filter(onDisk)).toEqual([]);
    // Nobody waits on a guard left behind.
    expect(await db('folio_seed_guard').select()).toEqual([]);
  }, 300_000);
});
