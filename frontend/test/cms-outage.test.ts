/**
 * @jest-environment node
 *
 * The production site in front of the real CMS (built, production mode, its own empty SQLite file),
 * which this file starts, stops and restarts on the same port: a clear error page for a page never
 * rendered while the CMS is down, pages rendered before served from the site's cache while it is
 * stopped, and recovery by itself each time it comes back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startCms, type RunningCms } from '../../bench/lib/cms';
import { ensureBuilt, startSite, type RunningSite } from './support/siteServer';
import { eventuallyPage, fetchPage, type Page } from './support/pages';

jest.setTimeout(300_000);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-outage-'));
const database = path.join(workDir, 'data.db');
const CMS_ENV = {
  SEED_DEMO_CONTENT: 'false',
  STRAPI_PUBLIC_DIR: path.join(workDir, 'public'),
  REDIS_URL: '',
  // The machine running the tests is busy; shedding is not what this file is about.
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '5000',
};
/** Entries older than this are revalidated with the CMS, so the outage shows at once. */
const CONTENT_MAX_AGE_MS = 300;

let cmsPort: number;
let cms: RunningCms | undefined;
let site: RunningSite;

const get = (pagePath: string) => fetchPage(`${site.url}${pagePath}`);
const eventually = (pagePath: string, accept: (page: Page) => boolean, what: string) =>
  eventuallyPage(`${site.url}${pagePath}`, accept, what);

const startTheCms = async () => {
  cms = await startCms(CMS_ENV, { port: cmsPort, database });
};

const stopTheCms = async () => {
  await cms?.stop();
  cms = undefined;
};

const servedFromLastCopy = () => site.output().includes('serving the last copy of "articles"');
const navLinks = (page: Page) =>
  [...page.document.querySelectorAll('nav[aria-label="Main"] a')].map((link) => link.textContent);

/** Publishes a new site name through the admin API, as an editor would. */
async function publishSiteName(siteName: string): Promise<void> {
  const admin = { firstname: 'Outage', lastname: 'Test', email: 'outage@folio.example', password: 'Outage-test-1' };
  const registered = await fetch(`${cms!.url}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(registered.status).toBe(200);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  const published = await fetch(
    `${cms!.url}/content-manager/single-types/api::site-setting.site-setting/actions/publish`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ siteName }),
    },
  );
  expect(published.status).toBe(200);
}

beforeAll(async () => {
  ensureBuilt();
  fs.mkdirSync(path.join(CMS_ENV.STRAPI_PUBLIC_DIR, 'uploads'), { recursive: true });
  cmsPort = await freePort();
  // The site starts first: the CMS it points at is not running yet.
  site = await startSite({ CMS_URL: `http://127.0.0.1:${cmsPort}`, CONTENT_MAX_AGE_MS: String(CONTENT_MAX_AGE_MS) });
});

afterAll(async () => {
  await site?.stop();
  await stopTheCms();
  fs.rmSync(workDir, { recursive: true, force: true });
});

it('answers a page it never rendered with a clear error page and plain navbar links while the CMS is down', async () => {
  const page = await get('/articles');
  expect(page.status).toBe(503);
  expect(page.document.querySelector('h1')?.textContent).toBe('SOMETHING WENT WRONG');
  expect(page.document.title).toBe('Unavailable | Folio');
  expect(navLinks(page)).toEqual(['ARTICLES', 'SCANS', 'ARCHIVES']);
});

it('serves pages once the CMS is up, without being restarted itself', async () => {
  await startTheCms();
  const page = await eventually('/articles', ({ status }) => status === 200, 'the article list');
  expect(page.document.title).toBe('Articles | Folio');
  expect((await get('/')).status).toBe(200);
});

it('serves the pages it rendered before from its cache while the CMS is stopped, and notes it in its log', async () => {
  await stopTheCms();
  // Until its copies pass their max age the site answers from them without asking; the log says when it asked.
  const articles = await eventually('/articles', servedFromLastCopy, 'the articles served from the last copy');
  expect(articles.status).toBe(200);
  expect(articles.document.title).toBe('Articles | Folio');
  expect(navLinks(articles)).toEqual(['ARTICLES', 'SCANS', 'ARCHIVES']);
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(home.document.title).toBe('Folio');
  // The browser's own calls through the site get a clear answer too, not a hang.
  expect((await fetch(`${site.url}/api/rate-limit`)).status).toBe(502);
});

it('follows the CMS again after it restarts: what is published there shows on the site', async () => {
  await startTheCms();
  await eventually('/', ({ status }) => status === 200, 'the home page');
  await publishSiteName('Folio Reopened');
  const home = await eventually('/', ({ document }) => document.title === 'Folio Reopened', 'the new site name');
  expect(home.status).toBe(200);
});
