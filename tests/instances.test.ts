/**
 * Several CMS instances, as an operator scaling out runs them (docs/decisions/180-several-instances.md): the
 * built CMS started three times at once on one empty PostgreSQL database and one Redis, then two of them under
 * concurrent catalog readers while an editor publishes through one, then the site behind the compose proxy's
 * CMS balancer while one instance is killed. Requires PostgreSQL (127.0.0.1:5432, trust) and Redis
 * (127.0.0.1:6379), which CI starts; the database `folio_instances` and Redis database 5 are this file's own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startCms, UNLIMITED_BUDGETS, type RunningCms } from '../bench/lib/cms';
import { startCmsBalancer, type RunningNginx } from '../bench/lib/nginx';
import { CONTACT_TEST_ENV, contactVisitors } from '../cms/tests/support/contact';
import { DEMO_SCANS } from '../cms/src/seed/demo-library';
import { adminApi, registerFirstAdmin, type AdminUser } from '../e2e/support/admin';
import { ensureBuilt, startSite, type RunningSite } from '../frontend/test/support/siteServer';

const PG_SERVER = 'postgres://postgres@127.0.0.1:5432';
const DATABASE = 'folio_instances';
const REDIS_URL = 'redis://127.0.0.1:6379/5';
const COVER = path.resolve(__dirname, '..', 'cms', 'favicon.png');
/** The instances' own logs, next to the journeys' server logs. */
const LOG_DIR = path.resolve(__dirname, '..', 'artifacts', 'logs');
const SCAN = 'api::scan.scan';
/** Publishes, and concurrent catalog readers per instance, in the race test. */
const ROUNDS = 20;
const READERS = 6;
const DESIGNER = 'api::designer.designer';

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-instances-'));
const instances: RunningCms[] = [];

/** The environment every instance shares, as docker-compose.yml gives its CMS replicas. */
const sharedEnv = {
  ...CONTACT_TEST_ENV,
  ...UNLIMITED_BUDGETS,
  DATABASE_CLIENT: 'postgres',
  DATABASE_URL: `${PG_SERVER}/${DATABASE}`,
  DATABASE_FILENAME: '',
  REDIS_URL,
  STRAPI_PUBLIC_DIR: publicDir,
  // The first instance to hold the start-up lock seeds the demo library; the others find it filled.
  SEED_DEMO_CONTENT: 'true',
  IIIF_TILES_WORKER: 'false',
  OCR_WORKER: 'false',
  SMTP_HOST: '',
  STRAPI_TELEMETRY_DISABLED: 'true',
  BROWSER: 'none',
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '5000',
};

/** A statement run by psql on the server's maintenance database (CREATE DATABASE cannot run in a transaction). */
const onServer = (sql: string) => execFileSync('psql', [`${PG_SERVER}/postgres`, '-qc', sql], { stdio: 'pipe' });

beforeAll(async () => {
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  fs.mkdirSync(LOG_DIR, { recursive: true });
  onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  onServer(`CREATE DATABASE ${DATABASE}`);
  execFileSync('redis-cli', ['-u', REDIS_URL, 'flushdb'], { stdio: 'pipe' });
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
  onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  fs.rmSync(publicDir, { recursive: true, force: true });
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CatalogScan {
  documentId: string;
  title: string;
  path: string;
  coverImgSrc: string;
  designerorbrand: { title: string; slug: string };
}

async function catalogScans(cms: RunningCms): Promise<CatalogScan[]> {
  const response = await fetch(`${cms.url}/api/catalog/scans`);
  if (!response.ok) throw new Error(`${cms.url}/api/catalog/scans answered ${response.status}`);
  return (await response.json()) as CatalogScan[];
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** A published document made through the admin's own API, as an editor's Save and Publish make it. */
async function publishNew(cms: RunningCms, admin: AdminUser, uid: string, data: Record<string, unknown>) {
  const created = await adminApi(cms.url, admin, `/content-manager/collection-types/${uid}`, json(data));
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  await adminApi(cms.url, admin, `/content-manager/collection-types/${uid}/${documentId}/actions/publish`, json(data));
  return documentId;
}

describe('several CMS instances on one PostgreSQL database and one Redis', () => {
  let admin: AdminUser;
  let scanId: string;

  it('start together on an empty database, every one of them healthy, the library seeded once', async () => {
    const started = await Promise.allSettled(
      [1, 2, 3].map((n) => startCms(sharedEnv, { log: path.join(LOG_DIR, `cms-instance-${n}.log`) })),
    );
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);
    for (const instance of instances) {
      expect((await fetch(`${instance.url}/_health`)).status).toBeLessThan(300);
      expect((await catalogScans(instance)).length).toBe(DEMO_SCANS.length);
    }
  }, 600_000);

  it('show a publish made through one in both catalogs within 2 s, under concurrent readers, every round', async () => {
    // Two running instances, whatever the simultaneous start left.
    while (instances.length < 2) {
      instances.push(
        await startCms(sharedEnv, { log: path.join(LOG_DIR, `cms-instance-${instances.length + 4}.log`) }),
      );
    }
    const [a, b] = instances;
    admin = await registerFirstAdmin(a.url, 'owner@folio.example', 'Owner-passw0rd');
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(fs.readFileSync(COVER))], { type: 'image/png' }), 'cover.png');
    form.append('fileInfo', JSON.stringify({ name: 'cover.png', alternativeText: 'A plain cover' }));
    const [cover] = (await (await adminApi(a.url, admin, '/upload', { method: 'POST', body: form })).json()) as {
      id: number;
    }[];
    const designer = await publishNew(a, admin, DESIGNER, { name: 'Maison Race', slug: 'maison-race' });
    scanId = await publishNew(a, admin, SCAN, {
      title: 'Race 0',
      slug: 'race-0',
      cover: cover.id,
      designer: { connect: [{ documentId: designer }] },
    });

    // Readers on each instance keep its catalog being rebuilt while the publishes land.
    let reading = true;
    const readers = [a, b].flatMap((cms) =>
      Array.from({ length: READERS }, async () => {
        while (reading) await catalogScans(cms).catch(() => sleep(50));
      }),
    );
    const rounds: { round: number; lagMs: number | null }[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const title = `Race ${round}`;
        const data = { title, slug: `race-${round}` };
        await adminApi(a.url, admin, `/content-manager/collection-types/${SCAN}/${scanId}`, {
          ...json(data),
          method: 'PUT',
        });
        await adminApi(a.url, admin, `/content-manager/collection-types/${SCAN}/${scanId}/actions/publish`, json(data));
        const published = Date.now();
        const current = (scan: CatalogScan | undefined) =>
          scan?.title === title && scan.path === `/scans/maison-race/race-${round}`;
        let lagMs: number | null = null;
        while (Date.now() - published <= 2_000) {
          const seen = await Promise.all([a, b].map(catalogScans));
          if (seen.every((scans) => current(scans.find((scan) => scan.documentId === scanId)))) {
            lagMs = Date.now() - published;
            break;
          }
          await sleep(25);
        }
        // Still as published later on: a stale rebuild kept as current would show here.
        await sleep(500);
        const later = await Promise.all([a, b].map(catalogScans));
        if (!later.every((scans) => current(scans.find((scan) => scan.documentId === scanId)))) lagMs = null;
        rounds.push({ round, lagMs });
        await sleep(Math.random() * 500);
      }
    } finally {
      reading = false;
      await Promise.all(readers);
    }
    const settled = rounds.flatMap((round) => (round.lagMs === null ? [] : [round.lagMs]));
    const each = rounds.map((r) => `${r.round}: ${r.lagMs === null ? 'STALE' : `${r.lagMs} ms`}`).join(', ');
    console.log(
      `[instances] publish → both catalogs, ${ROUNDS} rounds: ${each}; worst ${Math.max(...settled)} ms, ${rounds.length - settled.length} stale`,
    );
    expect(rounds.filter((round) => round.lagMs === null)).toEqual([]);
  }, 300_000);
  it('keep pages, covers, menus data and the contact form working through the balancer when one is killed', async () => {
    const [a, b] = instances;
    ensureBuilt();
    const balancer: RunningNginx = await startCmsBalancer([a, b].map((cms) => new URL(cms.url).host));
    let site: RunningSite | undefined;
    try {
      site = await startSite({ CMS_URL: balancer.url });
      const entry = (await catalogScans(a)).find((candidate) => candidate.documentId === scanId)!;
      const cover = entry.coverImgSrc;
      expect(cover).toMatch(/^\/uploads\//);
      const visitors = contactVisitors(() => site!.url, { network: '10.28', tag: 'instances' });
      // Pages, a cover and the menus' data, then one contact form (a visitor may send three a day).
      const siteWorks = async (contact: boolean) => {
        for (const address of ['/', '/scans', entry.path, cover, '/api/catalog/scans', '/api/catalog/archives']) {
          const response = await fetch(`${site!.url}${address}`);
          expect({ address, status: response.status }).toEqual({ address, status: 200 });
          await response.arrayBuffer();
        }
        if (contact) expect((await visitors.sendValid('general')).status).toBe(201);
      };
      await siteWorks(true);

      // One instance dies without a word; the balancer passes what it would have answered to the other.
      a.process.kill('SIGKILL');
      await new Promise((resolve) => (a.process.exitCode === null ? a.process.once('exit', resolve) : resolve(null)));
      instances.splice(instances.indexOf(a), 1);
      for (let round = 0; round < 3; round++) await siteWorks(round === 0);
    } finally {
      await site?.stop();
      await balancer.stop();
    }
  }, 300_000);
});
