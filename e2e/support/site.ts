import type { Page, Response } from 'playwright-core';
import { launchBrowser, type Device, type LaunchedBrowser } from './chromium';
import { PageProblems } from './problems';
import { startStack, type RunningStack } from './servers';

export interface Visit {
  page: Page;
  problems: PageProblems;
  device: Device;
}

export interface Site {
  readonly url: string;
  readonly cmsUrl: string;
  readonly database: string;
  /** A new tab watched for problems, not navigated yet (to declare expected errors or routes first). */
  open(device?: Device): Promise<Visit>;
  visit(path: string, device?: Device): Promise<Visit>;
  goto(visit: Visit, path: string): Promise<Response | null>;
}

/** A `waitForURL` predicate matching a decoded path (slugs keep letters such as ç). */
export const pathIs = (path: string) => (url: URL) => decodeURIComponent(url.pathname) === path;

const STACK_START_TIMEOUT_MS = 300_000;

/** Any console error, uncaught exception, failed request or unexpected HTTP error of a tab fails its test. */
export function useSite(name: string, options: { ocr?: boolean } = {}): Site {
  let stack: RunningStack | undefined;
  const browsers = new Map<Device, Promise<LaunchedBrowser>>();
  let visits: Visit[] = [];

  beforeAll(async () => {
    const {
      FOLIO_E2E_SEEDED_DB: database,
      FOLIO_E2E_SEEDED_PUBLIC: publicDir,
      FOLIO_E2E_SITE_DIR: siteDir,
    } = process.env;
    if (!database || !publicDir || !siteDir)
      throw new Error('the global setup did not run: start the journeys with `npm run test:e2e`');
    stack = await startStack({ database, publicDir }, siteDir, name, options);
  }, STACK_START_TIMEOUT_MS);

  afterEach(async () => {
    const finished = visits;
    visits = [];
    const problems = finished.flatMap((visit) => visit.problems.list());
    await Promise.all(finished.map((visit) => visit.page.close()));
    expect(problems).toEqual([]);
  });

  afterAll(async () => {
    for (const browser of browsers.values()) await (await browser).close();
    await stack?.stop();
  });

  const running = (): RunningStack => {
    if (!stack) throw new Error('the site is not running (its beforeAll failed)');
    return stack;
  };

  const browserFor = (device: Device) => {
    if (!browsers.has(device)) browsers.set(device, launchBrowser(device));
    return browsers.get(device) as Promise<LaunchedBrowser>;
  };

  const site: Site = {
    get url() {
      return running().siteUrl;
    },
    get cmsUrl() {
      return running().cmsUrl;
    },
    get database() {
      return running().database;
    },
    async open(device = 'desktop') {
      const page = await (await browserFor(device)).context.newPage();
      const visit = { page, problems: new PageProblems(page), device };
      visits.push(visit);
      return visit;
    },
    goto(visit, path) {
      return visit.page.goto(new URL(path, running().siteUrl).href, { waitUntil: 'networkidle' });
    },
    async visit(path, device = 'desktop') {
      const visit = await site.open(device);
      await site.goto(visit, path);
      return visit;
    },
  };
  return site;
}

export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');
}
