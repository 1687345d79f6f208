/**
 * @jest-environment node
 *
 * The production site in front of a CMS that is slow rather than down: it accepts TCP connections and
 * then never answers (a stalled process, a full accept queue behind a proxy). The site's own timeout
 * towards the CMS must end every wait: a page never rendered gets the clear error page, a page
 * rendered before is served from the cache (noted in the log), nothing hangs, the relay to the CMS
 * turns away what it cannot take with a quick 429, and the site follows the CMS again once it answers.
 *
 * No speed is measured: each request only has to answer before this file's own generous deadline,
 * far above the site's 4 s content timeout (and the proxy's 15 s one).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import * as fixtures from './fixtures/catalog';
import type { RunningSite } from './support/siteServer';
import { startSiteSnapshot } from './support/siteSnapshot';
import { startStubCms, type StubCms } from './support/stubCms';
import { eventuallyPage, fetchPage, type Page } from './support/pages';

jest.setTimeout(300_000);

/** How long any single request to the site may take before the test calls it hung. */
const REQUEST_DEADLINE_MS = 60_000;
/** Entries older than this are revalidated with the CMS, so the stall shows at once. */
const CONTENT_MAX_AGE_MS = 300;
/** One request relayed to the CMS at a time and none waiting: the second at once meets the relay's limit. */
const RELAY_LIMITS = { SITE_RELAY_MAX_IN_FLIGHT: '1', SITE_RELAY_MAX_QUEUED: '0' };
/** No rendered pages kept: every page view reads the content cache, so none is answered from a page kept before. */
const NO_PAGE_CACHE = { PAGE_CACHE_SIZE: '0' };

/**
 * The CMS address the site is given. While answering, each connection is relayed to the stub CMS;
 * while stalled, connections are accepted and held open with nothing ever written back.
 */
interface SwitchableCms {
  url: string;
  stall: () => void;
  answer: () => void;
  /** Connections accepted and held while stalled. */
  heldConnections: () => number;
  close: () => Promise<void>;
}

async function startSwitchableCms(target: StubCms): Promise<SwitchableCms> {
  const { port: targetPort } = new URL(target.url);
  let stalled = false;
  let held = 0;
  const relayed = new Set<net.Socket>();
  const holding = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    if (stalled) {
      held += 1;
      holding.add(socket);
      socket.once('close', () => holding.delete(socket));
      return;
    }
    const upstream = net.connect(Number(targetPort), '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    for (const end of [socket, upstream]) {
      relayed.add(end);
      end.once('close', () => relayed.delete(end));
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const destroyAll = (sockets: Set<net.Socket>) => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    // Kept-alive connections would still reach the stub: drop them, so every new request meets the stall.
    stall: () => {
      stalled = true;
      destroyAll(relayed);
    },
    answer: () => {
      stalled = false;
      destroyAll(holding);
    },
    heldConnections: () => held,
    close: async () => {
      destroyAll(relayed);
      destroyAll(holding);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let stub: StubCms;
let cms: SwitchableCms;
let site: RunningSite;

const get = (pagePath: string) => fetchPage(`${site.url}${pagePath}`);
const eventually = (pagePath: string, accept: (page: Page) => boolean, what: string) =>
  eventuallyPage(`${site.url}${pagePath}`, accept, what);

const heading = (page: Page) => page.document.querySelector('h1')?.textContent;
const navLinks = (page: Page) =>
  [...page.document.querySelectorAll('nav[aria-label="Main"] a')].map((link) => link.textContent);
const servedFromLastCopy = () => site.output().includes('serving the last copy of "articles"');

beforeAll(async () => {
  stub = await startStubCms();
  cms = await startSwitchableCms(stub);
  cms.stall();
  site = await startSiteSnapshot({
    CMS_URL: cms.url,
    CONTENT_MAX_AGE_MS: String(CONTENT_MAX_AGE_MS),
    ...RELAY_LIMITS,
    ...NO_PAGE_CACHE,
  });
});

afterAll(async () => {
  await site?.stop();
  await cms?.close();
  await stub?.close();
});

it('answers a page it never rendered with the clear error page when the CMS accepts but never answers', async () => {
  const page = await get('/articles');
  expect(page.status).toBe(503);
  expect(heading(page)).toBe('SOMETHING WENT WRONG');
  expect(page.document.title).toBe('Unavailable | Folio');
  // The navbar falls back to plain links rather than waiting on the menus.
  expect(navLinks(page)).toEqual(['ARTICLES', 'SCANS', 'ARCHIVES']);
  // The site did reach the stalled CMS: this is its timeout at work, not a refused connection.
  expect(cms.heldConnections()).toBeGreaterThan(0);
  expect(stub.requests).toEqual([]);
});

it('renders pages once the CMS answers again, without being restarted', async () => {
  cms.answer();
  const page = await eventually('/articles', ({ status }) => status === 200, 'the article list');
  expect(page.document.title).toBe('Articles | Folio');
  expect(page.document.body.textContent).toContain(fixtures.articles[0].title);
});

it('serves the page it rendered before from its cache while the CMS stalls, and notes it in its log', async () => {
  cms.stall();
  const heldBefore = cms.heldConnections();
  // Until its copy passes its max age the site answers from it without asking; the log says when it asked.
  const page = await eventually('/articles', servedFromLastCopy, 'the articles served from the last copy');
  expect(page.status).toBe(200);
  expect(page.document.title).toBe('Articles | Folio');
  expect(page.document.body.textContent).toContain(fixtures.articles[0].title);
  expect(cms.heldConnections()).toBeGreaterThan(heldBefore);
});

it('leaves no request hanging while the CMS stalls: pages, error pages and the proxied API all answer', async () => {
  const answered: number[] = [];
  const busyCheck = async () => {
    const response = await fetch(`${site.url}/api/rate-limit`, { signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
    answered.push(response.status);
    return response;
  };
  const [articles, article, missing, check, secondCheck] = await Promise.all([
    get('/articles'),
    get(`/articles/${fixtures.articles[0].slug}`),
    get('/no-such-page'),
    busyCheck(),
    busyCheck(),
  ]);
  expect(articles.status).toBe(200);
  // Not rendered before, but its content is in the cache: served from the last copy as well.
  expect(article.status).toBe(200);
  expect(heading(article)).toBe(fixtures.articles[0].title);
  expect(missing.status).toBe(404);
  // One check is relayed and gets a clear answer once the proxy gives up; the other meets the relay's
  // limit and is told at once that the site is busy (it answers first).
  expect(answered).toEqual([429, 502]);
  const relayed = check.status === 502 ? check : secondCheck;
  expect(await relayed.json()).toEqual({ error: { status: 502, message: 'The content service is unreachable.' } });
});

it('follows the CMS again once it answers: what was published meanwhile shows on the site', async () => {
  const renamed = { ...fixtures.articles[0], title: 'In Conversation, Part 2 (revised)' };
  stub.publish('articles', [renamed, ...fixtures.articles.slice(1)]);
  cms.answer();
  const page = await eventually(
    '/articles',
    ({ document }) => Boolean(document.body.textContent?.includes(renamed.title)),
    'the revised title',
  );
  expect(page.status).toBe(200);
  expect((await fetch(`${site.url}/api/rate-limit`)).status).toBe(200);
});
