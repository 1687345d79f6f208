/**
 * The compose deployment's nginx (deploy/nginx) as the shared cache in front of the real built site server,
 * which reads its content from the site's test CMS stub: repeat views are cache hits, versioned media are kept
 * for good and bare media paths never, a publish shows through
 * the cache within 2 s in pages and in the feed, a redirect an editor makes replaces the page kept at its former
 * address within 2 s, what is private or posted is never kept, a cached copy still passes the page's
 * Content Security Policy in Chromium, and the cache keeps serving pages when the CMS and then the site are down.
 * Requires nginx and Chromium (CI installs both in .ci/run).
 */
import type { Article } from '@folio/core';
import { articles } from '../frontend/test/fixtures/catalog';
import { eventually } from '../frontend/test/support/eventually';
import { ensureBuilt, startSite, type RunningSite } from '../frontend/test/support/siteServer';
import { startStubCms, type StubCms } from '../frontend/test/support/stubCms';
import { startNginx, type RunningNginx } from '../bench/lib/nginx';
import { visit } from '../bench/lib/visitor';
import { launchBrowser, type LaunchedBrowser } from '../e2e/support/chromium';

jest.setTimeout(120_000);

/** The bound on a publish showing through the shared cache. */
const PUBLISH_VISIBLE_WITHIN_MS = 2_000;
/** Past any copy's shared lifetime: nginx keeps a page until the end of the second it was stored in. */
const PAST_SHARED_LIFETIME_MS = 1_100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for the start of the next second, so two quick requests fall within one copy's lifetime. */
const nextSecond = () => pause(1_000 - (Date.now() % 1_000) + 10);
const HTML = { accept: 'text/html', 'accept-encoding': 'identity' };

let cms: StubCms;
let site: RunningSite;
let proxy: RunningNginx;
/** The articles the stub CMS publishes, as the tests before left them. */
let publishedArticles: Article[] = articles;
const publishArticle = (index: number, changes: Partial<Article>) => {
  publishedArticles = publishedArticles.map((article, i) => (i === index ? { ...article, ...changes } : article));
  cms.publish('articles', publishedArticles);
};

beforeAll(async () => {
  ensureBuilt();
  cms = await startStubCms();
  site = await startSite({ CMS_URL: cms.url, SITE_TRUST_PROXY_HOPS: '1' });
  proxy = await startNginx(new URL(site.url).host);
}, 180_000);

afterAll(async () => {
  await proxy?.stop();
  await site?.stop();
  await cms?.close();
});

const page = async (path: string, from = '127.0.0.11') => {
  const answer = await visit(`${proxy.url}${path}`, { from, headers: HTML });
  return { ...answer, text: answer.body.toString('utf8') };
};
const cacheStatus = (answer: { headers: Record<string, unknown> }) => answer.headers['x-cache-status'];

describe('nginx as the shared cache in front of the site', () => {
  it('answers a second view of a page from its copy, with the same bytes, policy and validator', async () => {
    await nextSecond();
    const first = await page('/articles');
    const second = await page('/articles', '127.0.0.12');
    expect(first.status).toBe(200);
    expect([cacheStatus(first), cacheStatus(second)]).toEqual(['MISS', 'HIT']);
    expect(second.text).toBe(first.text);
    for (const header of ['content-security-policy', 'etag', 'cache-control']) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }
    // nginx's own lifetime header stays between nginx and the site.
    expect(first.headers['x-accel-expires']).toBeUndefined();
  });

  it('keeps media under a versioned URL for good, and sends the bare path to the site each time', async () => {
    const media = (path: string) => visit(`${proxy.url}${path}`, { from: '127.0.0.13' });
    const relayed = (path: string) => cms.requests.filter((asked) => asked === path).length;
    const versioned = [await media('/uploads/cover.webp?v=m1x2'), await media('/uploads/cover.webp?v=m1x2')];
    expect(versioned.map(cacheStatus)).toEqual(['MISS', 'HIT']);
    expect(versioned[1].headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Past a page's lifetime it is still the copy: nothing asks the CMS again.
    await pause(PAST_SHARED_LIFETIME_MS);
    const before = relayed('/uploads/cover.webp');
    expect(cacheStatus(await media('/uploads/cover.webp?v=m1x2'))).toBe('HIT');
    // Another version is another copy; the bare path is never kept.
    expect(cacheStatus(await media('/uploads/cover.webp?v=m1x3'))).toBe('MISS');
    const bare = [await media('/uploads/cover.webp'), await media('/uploads/cover.webp')];
    expect(bare.map((answer) => answer.status)).toEqual([200, 200]);
    expect(bare.map(cacheStatus)).toEqual(['MISS', 'MISS']);
    expect(relayed('/uploads/cover.webp')).toBe(before + 3);
  });

  it('revalidates a copy past its shared lifetime with its ETag instead of fetching the page again', async () => {
    await page('/scans');
    await pause(PAST_SHARED_LIFETIME_MS);
    const later = await page('/scans');
    expect(later.status).toBe(200);
    expect(cacheStatus(later)).toBe('REVALIDATED');
  });

  it('shows a publish through the cache within 2 s', async () => {
    await nextSecond();
    await page('/articles');
    expect(['HIT', 'REVALIDATED']).toContain(cacheStatus(await page('/articles')));
    const title = 'Published Through The Shared Cache';
    const published = Date.now();
    publishArticle(0, { title, slug: 'published-through-the-shared-cache' });
    const shownAfter = await eventually(
      async () => ((await page('/articles')).text.includes(title) ? Date.now() - published : null),
      (elapsed) => elapsed !== null,
      { failure: () => `the publish did not show through the cache`, timeoutMs: 10_000, intervalMs: 100 },
    );
    expect(shownAfter).toBeLessThanOrEqual(PUBLISH_VISIBLE_WITHIN_MS);
  });

  it('shows a publish in the articles feed through the cache within 2 s, as in pages', async () => {
    const feed = async () => {
      const answer = await visit(`${proxy.url}/rss.xml`, {
        from: '127.0.0.15',
        headers: { 'accept-encoding': 'identity' },
      });
      return { ...answer, text: answer.body.toString('utf8') };
    };
    await nextSecond();
    const first = await feed();
    expect(first.status).toBe(200);
    expect(first.headers['x-accel-expires']).toBeUndefined();
    expect(['HIT', 'REVALIDATED']).toContain(cacheStatus(await feed()));
    const title = 'Published Through The Feed';
    const published = Date.now();
    publishArticle(2, { title });
    const shownAfter = await eventually(
      async () => ((await feed()).text.includes(title) ? Date.now() - published : null),
      (elapsed) => elapsed !== null,
      { failure: () => `the publish did not show in the feed through the cache`, timeoutMs: 10_000, intervalMs: 100 },
    );
    expect(shownAfter).toBeLessThanOrEqual(PUBLISH_VISIBLE_WITHIN_MS);
  });

  it('answers a kept page’s former address with the redirect an editor made within 2 s, and the new address with the page', async () => {
    const from = '127.0.0.16';
    const formerPath = `/articles/${publishedArticles[1].slug}`;
    const currentPath = '/articles/moved-through-the-shared-cache';
    await nextSecond();
    expect((await page(formerPath, from)).status).toBe(200);
    expect(['HIT', 'REVALIDATED']).toContain(cacheStatus(await page(formerPath, from)));
    // The CMS records the former address as the slug changes; the record first, so the old path never answers 404.
    const published = Date.now();
    cms.publish('redirects', { [formerPath]: currentPath });
    publishArticle(1, { slug: currentPath.slice('/articles/'.length) });
    const redirectedAfter = await eventually(
      async () => ((await page(formerPath, from)).status === 301 ? Date.now() - published : null),
      (elapsed) => elapsed !== null,
      { failure: () => `the cache kept serving the page at its former address`, timeoutMs: 10_000, intervalMs: 100 },
    );
    expect(redirectedAfter).toBeLessThanOrEqual(PUBLISH_VISIBLE_WITHIN_MS);
    const moved = await page(formerPath, from);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(currentPath);
    expect(moved.headers['x-accel-expires']).toBeUndefined();
    const current = await page(currentPath, from);
    expect(current.status).toBe(200);
    expect(current.text).toContain(publishedArticles[1].title);
  });

  it('never keeps a private page, an API answer or a posted form', async () => {
    const preview = await page('/preview?kind=articles&documentId=x&status=draft&expires=1&signature=x');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(cacheStatus(await page('/preview?kind=articles&documentId=x&status=draft&expires=1&signature=x'))).not.toBe(
      'HIT',
    );
    const catalog = () => visit(`${proxy.url}/api/catalog/version`, { from: '127.0.0.13' });
    await catalog();
    // The API is outside nginx's cache altogether: no cache status, not even a MISS.
    expect(cacheStatus(await catalog())).toBeUndefined();
    const before = cms.requests.filter((path) => path === '/api/sendContactInquiry').length;
    const post = () =>
      visit(`${proxy.url}/api/sendContactInquiry`, {
        from: '127.0.0.14',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ typeOfInquiry: 'general', formData: {} }),
      });
    await post();
    await post();
    expect(cms.requests.filter((path) => path === '/api/sendContactInquiry').length).toBe(before + 2);
  });

  it('serves a cached copy to a second visitor that passes its Content Security Policy in Chromium', async () => {
    const browsers: LaunchedBrowser[] = [];
    try {
      for (const visitor of ['first', 'second']) {
        const browser = await launchBrowser('desktop');
        browsers.push(browser);
        const tab = await browser.context.newPage();
        const problems: string[] = [];
        tab.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        tab.on('pageerror', (error) => problems.push(error.message));
        await tab.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
          ),
        );
        const response = await tab.goto(`${proxy.url}/contributors`, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        // The second visitor gets the first one's copy, as it is or once the site confirmed it unchanged (304).
        const cache = await response?.headerValue('x-cache-status');
        expect(visitor === 'first' ? [cache] : ['HIT', 'REVALIDATED']).toContain(visitor === 'first' ? 'MISS' : cache);
        // Hydrated, and Emotion adds the styles of parts loaded later: the search box and the contact form.
        await tab.getByRole('combobox', { name: 'Search articles, scans and archives' }).focus();
        await tab.waitForSelector('form[role="search"][data-expanded="true"]');
        await tab.getByRole('contentinfo').getByRole('button', { name: 'CONTACT' }).click();
        await tab.getByRole('dialog').waitFor();
        expect(problems).toEqual([]);
      }
    } finally {
      await Promise.all(browsers.map((browser) => browser.close()));
    }
  });

  it('keeps serving pages when the CMS is down, and its copies when the site is down too', async () => {
    await page('/');
    await cms.close();
    await pause(PAST_SHARED_LIFETIME_MS);
    expect((await page('/')).status).toBe(200);
    await site.stop();
    await pause(PAST_SHARED_LIFETIME_MS);
    const stale = await page('/');
    expect(stale.status).toBe(200);
    expect(cacheStatus(stale)).toBe('STALE');
    expect(stale.text).toContain('</html>');
  });
});
