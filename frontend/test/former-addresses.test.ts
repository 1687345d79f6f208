/**
 * @jest-environment node
 *
 * A renamed scan keeps its old address working, end to end with the real parts: the built CMS in
 * production mode (its own empty SQLite file) and the production site server in front of it. An editor
 * publishes a scan, visitors open (and the site caches) its page, the editor gives it a new slug through
 * the admin API; the old address then answers 301 to the new one, the new one 200, and the sitemap
 * lists only the new one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms, type RunningCms } from '../../bench/lib/cms';
import type { RunningSite } from './support/siteServer';
import { startSiteSnapshot } from './support/siteSnapshot';

jest.setTimeout(180_000);

const CMS_DIST = path.resolve(__dirname, '..', '..', 'cms', 'dist', 'src', 'index.js');
/** Ten minutes: only the CMS's change announcement can refresh the site's copies within this file. */
const CONTENT_MAX_AGE_MS = 600_000;
const SHOWS_WITHIN_MS = 60_000;
/** A valid 1×1 PNG: the scan's required cover. */
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const CM = '/content-manager/collection-types';
const OLD_PATH = '/scans/maison-éditions/catalogue-(spring-1995)';
const NEW_PATH = '/scans/maison-éditions/catalogue-spring-1995,-reissued';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-former-'));
let cms: RunningCms;
let site: RunningSite;
let adminToken: string;
let scanId: string;

const visit = (pagePath: string) =>
  fetch(`${site.url}${encodeURI(pagePath)}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });

async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + SHOWS_WITHIN_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never saw ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function admin(method: string, apiPath: string, body?: unknown): Promise<Response> {
  return fetch(`${cms.url}${apiPath}`, {
    method,
    headers: {
      Authorization: `Bearer ${adminToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  if (!fs.existsSync(CMS_DIST)) throw new Error(`${CMS_DIST} is missing: build it first (npm run build)`);
  const publicDir = path.join(workDir, 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  cms = await startCms(
    {
      SEED_DEMO_CONTENT: 'false',
      STRAPI_PUBLIC_DIR: publicDir,
      REDIS_URL: '',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '5000',
    },
    { database: path.join(workDir, 'data.db') },
  );
  const registered = await fetch(`${cms.url}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Former',
      lastname: 'Paths',
      email: 'former@folio.example',
      password: 'Former-paths-1',
    }),
  });
  expect(registered.status).toBe(200);
  adminToken = ((await registered.json()) as { data: { token: string } }).data.token;

  const form = new FormData();
  form.append('files', new Blob([COVER_PNG], { type: 'image/png' }), 'cover.png');
  form.append('fileInfo', JSON.stringify({ alternativeText: 'Cover of the catalogue' }));
  const uploaded = await fetch(`${cms.url}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const coverId = ((await uploaded.json()) as { id: number }[])[0].id;

  const designer = await admin('POST', `${CM}/api::designer.designer/actions/publish`, { name: 'Maison Éditions' });
  expect(designer.status).toBe(200);
  const designerId = ((await designer.json()) as { data: { documentId: string } }).data.documentId;
  const scan = await admin('POST', `${CM}/api::scan.scan/actions/publish`, {
    title: 'Catalogue (Spring 1995)',
    cover: coverId,
    designer: { connect: [{ documentId: designerId }] },
  });
  expect([scan.status, scan.status === 200 ? '' : await scan.text()]).toEqual([200, '']);
  scanId = ((await scan.json()) as { data: { documentId: string } }).data.documentId;

  site = await startSiteSnapshot({ CMS_URL: cms.url, CONTENT_MAX_AGE_MS: String(CONTENT_MAX_AGE_MS) });
});

afterAll(async () => {
  await site?.stop();
  await cms?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

it('serves the scan at the address made from its designer and title, and caches the page', async () => {
  expect((await visit(OLD_PATH)).status).toBe(200);
  expect((await visit(OLD_PATH)).status).toBe(200);
});

it('answers the old address with a 301 to the new one once the editor changes the slug', async () => {
  const renamed = await admin('POST', `${CM}/api::scan.scan/${scanId}/actions/publish`, {
    slug: 'catalogue-spring-1995,-reissued',
  });
  expect(renamed.status).toBe(200);

  await eventually('the 301', async () => (await visit(OLD_PATH)).status === 301);
  const moved = await visit(`${OLD_PATH}?page=2`);
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe(`${encodeURI(NEW_PATH)}?page=2`);
  const current = await visit(NEW_PATH);
  expect(current.status).toBe(200);
  expect(await current.text()).toContain('Catalogue (Spring 1995)');

  const sitemap = await (await visit('/sitemap.xml')).text();
  expect(sitemap).toContain(encodeURI(NEW_PATH));
  expect(sitemap).not.toContain(encodeURI(OLD_PATH));
});
