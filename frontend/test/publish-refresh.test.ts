/**
 * @jest-environment node
 *
 * Publishing reaches the live site within seconds, end to end with the real parts: the built CMS in
 * production mode (its own empty SQLite file) and the production site server in front of it. An
 * editor publishes through the admin API (the content manager's own endpoints, which run the same
 * document service and lifecycle hooks as the admin UI); the site, never restarted, shows the change.
 *
 * The site's content and page caches are given a max age of 10 minutes, far beyond this file's
 * timeouts, so only the CMS's change announcement (the lifecycle hook bumping /api/catalog/version,
 * which the site polls) can make the new content appear, never the expiry of a cached copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { RunningCms } from '../../bench/lib/cms';
import { startEditorCms, type EditorCms } from './support/editorCms';
import { eventually } from './support/eventually';
import type { RunningSite } from './support/siteServer';
import { startSiteSnapshot } from './support/siteSnapshot';

jest.setTimeout(180_000);

/** Ten minutes: longer than this whole file may run, so expiry can never be what refreshes a page. */
const CONTENT_MAX_AGE_MS = 600_000;
/** Only a guard against waiting forever; the change normally shows within a few seconds. */
const SHOWS_WITHIN_MS = 60_000;
const ARTICLE_API = '/content-manager/collection-types/api::article.article';
const SLUG = 'publish-reaches-the-site';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-publish-'));
let cms: RunningCms;
let site: RunningSite;
let admin: EditorCms['admin'];
let coverId: number;

interface Page {
  status: number;
  text: string;
  document: Document;
}

async function get(pagePath: string): Promise<Page> {
  const response = await fetch(`${site.url}${pagePath}`, { signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  return { status: response.status, text, document: new JSDOM(text).window.document };
}

/** Reads a page until `accept` holds, with the site and the CMS left running as they are. */
const shows = (pagePath: string, accept: (page: Page) => boolean, what: string): Promise<Page> =>
  eventually(() => get(pagePath), accept, {
    failure: (page) => `${pagePath} never showed ${what} (last status ${page.status})`,
    timeoutMs: SHOWS_WITHIN_MS,
  });

async function contentVersion(): Promise<string> {
  const response = await fetch(`${cms.url}/api/catalog/version`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { version: string }).version;
}

const articleTitles = (page: Page) => page.document.body.textContent ?? '';
const listeningLines = () => site.output().match(/\[site\] listening on/g) ?? [];

beforeAll(async () => {
  ({ cms, admin, coverId } = await startEditorCms(workDir));

  site = await startSiteSnapshot({ CMS_URL: cms.url, CONTENT_MAX_AGE_MS: String(CONTENT_MAX_AGE_MS) });
});

afterAll(async () => {
  await site?.stop();
  await cms?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

let documentId: string;

it('has rendered and cached the article list before anything is published', async () => {
  const list = await get('/articles');
  expect(list.status).toBe(200);
  expect(list.document.title).toBe('Articles | Folio');
  expect(articleTitles(list)).not.toContain('Fresh off the press');
  // A second view is the same page (now from the site's caches, which would keep it for ten minutes);
  // only each response's CSP nonce differs.
  const withoutNonces = (page: Page) => page.text.replace(/nonce="[^"]*"/g, '');
  expect(withoutNonces(await get('/articles'))).toBe(withoutNonces(list));
  expect((await get(`/articles/${SLUG}`)).status).toBe(404);
});

it('shows a newly published article on the live site within seconds, without a restart', async () => {
  const versionBefore = await contentVersion();
  const published = await admin('POST', `${ARTICLE_API}/actions/publish`, {
    title: 'Fresh off the press',
    slug: SLUG,
    description: 'An article published while the site was running.',
    category: 'Spotlight',
    author: 'Publish Test',
    publishedDate: '2030-01-01T10:00:00.000Z',
    cover: coverId,
    blocks: [{ text: 'Published, then shown.' }],
  });
  expect(published.status).toBe(200);
  documentId = ((await published.json()) as { data: { documentId: string } }).data.documentId;
  // The lifecycle hook announced the change: that is what the site polls for.
  expect(await contentVersion()).not.toBe(versionBefore);

  const list = await shows(
    '/articles',
    (page) => articleTitles(page).includes('Fresh off the press'),
    'the new article',
  );
  expect(list.status).toBe(200);
  const article = await get(`/articles/${SLUG}`);
  expect(article.status).toBe(200);
  expect(article.document.querySelector('h1')?.textContent).toBe('Fresh off the press');
  expect(listeningLines()).toHaveLength(1);
});

it('shows an edited and republished title the same way', async () => {
  const versionBefore = await contentVersion();
  const republished = await admin('POST', `${ARTICLE_API}/${documentId}/actions/publish`, {
    title: 'Fresh off the press, revised',
  });
  expect(republished.status).toBe(200);
  expect(await contentVersion()).not.toBe(versionBefore);

  const article = await shows(
    `/articles/${SLUG}`,
    (page) => page.document.querySelector('h1')?.textContent === 'Fresh off the press, revised',
    'the revised title',
  );
  expect(article.status).toBe(200);
  const list = await get('/articles');
  expect(articleTitles(list)).toContain('Fresh off the press, revised');
  expect(listeningLines()).toHaveLength(1);
});
