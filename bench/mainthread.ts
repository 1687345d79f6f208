/**
 * Main-thread work of the four audited pages in the real browser: Debian's Chromium with its CPU slowed
 * four times (Lighthouse's mobile factor), each page loaded LOADS_PER_PAGE times on the journeys' 390 px phone with an empty cache.
 *
 * Lighthouse's TBT is a simulation: it replays the tasks it observed on a timeline of its own, so on a
 * busy machine it swings by hundreds of milliseconds between runs and cannot tell a small change from
 * noise. This bench measures what a visitor's browser does instead:
 * - blocking time after the first paint, as TBT counts it (each long task's time beyond 50 ms), from the
 *   page's own PerformanceObserver;
 * - the main thread's busy time over the whole load (Chromium's TaskDuration), against the same page
 *   loaded without JavaScript in the same run: the ratio is what scripts and hydration add to parsing,
 *   style and layout;
 * - on the home page, on Lighthouse's mobile network as well (slow 4G, applied by Chromium), how long
 *   after the navigation a tap on the menu button and on the search box is first answered, the phone
 *   tapping again and again from the moment the control shows (see phoneLoad).
 *
 * Runnable alone: `npx tsx bench/mainthread.ts`.
 */
import fs from 'node:fs';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { chromiumInstalled, launchBrowser, MISSING_CHROMIUM_MESSAGE } from '../e2e/support/chromium';
import { seededLibrary, snapshotSiteBuild, startStack } from '../e2e/support/servers';
import { readBudgets } from './lib/budgets';
import { round } from './lib/load';
import { CPU_SLOWDOWN } from './lib/mainThreadTasks';
import { auditedPages } from './lib/pages';
import { printAlone, type BenchRow } from './lib/report';

const LOADS_PER_PAGE = 7;
const TAP_LOADS = 5;
/** Long tasks can end a while after the load event (hydration, lazy parts of the page). */
const SETTLE_MS = 4_000;
export interface Load {
  /** Only where scripts run: without them the page has no long tasks of its own to report. */
  blockingAfterPaintMs: number | null;
  busyMs: number;
}

declare global {
  interface Window {
    __longTasks?: [start: number, duration: number][];
    __largestContentfulPaint?: number;
    __tapAnsweredAt?: number;
  }
}

/**
 * Every request of the load goes to the network. Chromium ignores `Network.setCacheDisabled` until the
 * Network domain is enabled: without it, every load after a page's first came from the browser's cache
 * (record 194). `checkNoneCached` throws if any response came from a cache all the same (`data:` and
 * `blob:` URLs, which Chromium reports as served from its memory cache, do not count); `requests` lists
 * the load's requests so far.
 */
async function withEmptyCache(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const byId = recordRequests(cdp);
  const cached: string[] = [];
  const isLocal = (url: string) => /^(data|blob):/.test(url);
  cdp.on('Network.responseReceived', ({ response }) => {
    if ((response.fromDiskCache || response.fromPrefetchCache) && !isLocal(response.url)) cached.push(response.url);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const url = byId.get(requestId)?.url ?? requestId;
    if (!isLocal(url)) cached.push(url);
  });
  return {
    checkNoneCached: () => {
      if (cached.length > 0) throw new Error(`${cached.length} responses came from the browser's cache: ${cached[0]}`);
    },
    requests: () => [...byId.values()],
  };
}

/** The main thread's work over one load with an empty cache, the network as fast as the machine allows. */
export async function loadOnce(context: BrowserContext, url: string, scripted: boolean): Promise<Load> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const { checkNoneCached } = await withEmptyCache(cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks!.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const busyMs = 1000 * (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN);
    const blockingAfterPaintMs = scripted
      ? await page.evaluate(() => {
          const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          return window
            .__longTasks!.filter(([start]) => start > firstPaint)
            .reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
        })
      : null;
    checkNoneCached();
    return { blockingAfterPaintMs, busyMs };
  } finally {
    await page.close();
  }
}

/**
 * A control of the phone layout, where a tap lands (the centre of `tap`) and what shows it was answered:
 * the state React commits for it. Before the scripts have hydrated the page a tap does nothing.
 */
export interface TapTarget {
  label: string;
  tap: string;
  answered: string;
}

export const TAP_TARGETS: TapTarget[] = [
  {
    label: 'menu button',
    tap: 'button[aria-label="Open menu"]',
    answered: 'button[aria-label="Open menu"][aria-expanded="true"]',
  },
  // The collapsed box is its icon; a tap focuses the input and the box goes full screen. Named, because a scan's
  // page has a second search form (inside the scan).
  {
    label: 'search box',
    tap: 'form[role="search"][aria-label="Site search"]',
    answered: 'form[role="search"][aria-label="Site search"][data-expanded="true"]',
  },
];

export interface PhoneLoad {
  /** The page's largest contentful paint, after the navigation; null when a tap ended its recording. */
  largestContentfulPaintMs: number | null;
  /** When `tap` was first answered, after the navigation; null without a tap. */
  tapAnsweredMs: number | null;
  /** Every request the load sent, in the order sent, until the tap was answered or the page settled. */
  requests: PhoneRequest[];
}

/**
 * One request of a phone load; times in ms from the document's request (on the browser's clock, a few ms
 * after the navigation's start that `tapAnsweredMs` counts from), `endMs` absent while it was still loading.
 */
export interface PhoneRequest {
  url: string;
  resourceType: string;
  priority: string;
  startMs: number;
  endMs?: number;
  bytes?: number;
  /** Why it failed, when it did. */
  failed?: string;
}

/** Records the requests of `cdp`'s page (the Network domain enabled) from the first one sent, by request ID. */
function recordRequests(cdp: CDPSession) {
  const byId = new Map<string, PhoneRequest>();
  let origin: number | undefined;
  const msFrom = (timestamp: number) => (timestamp - origin!) * 1000;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
    origin ??= timestamp;
    byId.set(requestId, {
      url: request.url,
      resourceType: type ?? 'Other',
      priority: request.initialPriority,
      startMs: msFrom(timestamp),
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const request = byId.get(requestId);
    if (!request) return;
    request.endMs = msFrom(timestamp);
    request.bytes = encodedDataLength;
  });
  cdp.on('Network.loadingFailed', ({ requestId, timestamp, errorText }) => {
    const request = byId.get(requestId);
    if (!request) return;
    request.endMs = msFrom(timestamp);
    request.failed = errorText;
  });
  return byId;
}

/** Between two taps on a control that has not answered yet. */
const TAP_INTERVAL_MS = 50;
const TAP_TIMEOUT_MS = 30_000;

/** Lighthouse's mobile network (slow 4G), as Chromium's DevTools apply it. */
export async function slow4G() {
  const { throttling } = (await import('lighthouse/core/config/constants.js')) as {
    throttling: {
      mobileSlow4G: { requestLatencyMs: number; downloadThroughputKbps: number; uploadThroughputKbps: number };
    };
  };
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = throttling.mobileSlow4G;
  return {
    offline: false,
    latency: requestLatencyMs,
    downloadThroughput: Math.floor((downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((uploadThroughputKbps * 1024) / 8),
  };
}

/**
 * One load of `url` on a phone: CPU at CPU_SLOWDOWN, slow 4G, empty cache. Without `tap`, the page's
 * LCP once it has settled. With it, the phone taps the control from the moment it shows, every
 * TAP_INTERVAL_MS, until the page answers: the time of that answer is when a visitor's tap is first
 * answered (a tap ends LCP's recording, so those loads report none).
 */
export async function phoneLoad(context: BrowserContext, url: string, tap?: TapTarget): Promise<PhoneLoad> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const { checkNoneCached, requests } = await withEmptyCache(cdp);
    await cdp.send('Network.emulateNetworkConditions', await slow4G());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript((answered) => {
      new PerformanceObserver((list) => {
        window.__largestContentfulPaint = list.getEntries().at(-1)?.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      if (!answered) return;
      new MutationObserver((_mutations, observer) => {
        if (!document.querySelector(answered)) return;
        window.__tapAnsweredAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    }, tap?.answered);
    if (!tap) {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      checkNoneCached();
      return {
        largestContentfulPaintMs: await page.evaluate(() => window.__largestContentfulPaint ?? null),
        tapAnsweredMs: null,
        requests: requests(),
      };
    }
    await page.goto(url, { waitUntil: 'commit' });
    const control = page.locator(tap.tap);
    await control.waitFor({ state: 'visible' });
    const box = (await control.boundingBox())!;
    const deadline = Date.now() + TAP_TIMEOUT_MS;
    for (;;) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(TAP_INTERVAL_MS);
      const answeredAt = await page.evaluate(() => window.__tapAnsweredAt ?? null);
      if (answeredAt !== null) {
        checkNoneCached();
        return { largestContentfulPaintMs: null, tapAnsweredMs: answeredAt, requests: requests() };
      }
      if (Date.now() > deadline) throw new Error(`no answer to a tap on the ${tap.label} of ${url}`);
    }
  } finally {
    await page.close();
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const spread = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`;

/** How soon the home page answers a tap on each of its phone controls, median of TAP_LOADS loads each. */
async function tapRows(context: BrowserContext, siteUrl: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const target of TAP_TARGETS) {
    const answers: number[] = [];
    for (let load = 0; load < TAP_LOADS; load += 1)
      answers.push((await phoneLoad(context, siteUrl, target)).tapAnsweredMs!);
    rows.push({
      benchmark: `Phone at ${CPU_SLOWDOWN}x CPU on slow 4G: a tap on the home page's ${target.label} first answered, median of ${TAP_LOADS} loads`,
      measured: `${Math.round(median(answers))} ms after the navigation (${spread(answers)})`,
      baseline: '',
      ratio: '',
      target: '(reference: how soon the page takes a tap)',
    });
  }
  return rows;
}

export async function benchMainThread(): Promise<BenchRow[]> {
  if (!chromiumInstalled()) throw new Error(MISSING_CHROMIUM_MESSAGE);
  const targetMs = readBudgets().lighthouse.totalBlockingTimeMs;
  const template = await seededLibrary();
  const siteDir = await snapshotSiteBuild();
  const stack = await startStack(template, siteDir, 'mainthread');
  // The project's phone (390 px, below the 500 px breakpoint), as the journeys use it.
  const withScripts = await launchBrowser('mobile');
  const withoutScripts = await launchBrowser('mobile', { javaScriptEnabled: false });
  try {
    const rows: BenchRow[] = [];
    for (const [label, pagePath] of await auditedPages(stack.cmsUrl)) {
      const url = new URL(pagePath, stack.siteUrl).href;
      await (await fetch(url)).arrayBuffer(); // rendered and cached once, as for any visitor after the first
      const scripted: Load[] = [];
      const plain: Load[] = [];
      // Alternated, so a slow moment of the machine falls on both.
      for (let load = 0; load < LOADS_PER_PAGE; load += 1) {
        scripted.push(await loadOnce(withScripts.context, url, true));
        plain.push(await loadOnce(withoutScripts.context, url, false));
      }
      const blocking = scripted.map((load) => load.blockingAfterPaintMs!);
      const busy = median(scripted.map((load) => load.busyMs));
      const plainBusy = median(plain.map((load) => load.busyMs));
      rows.push({
        benchmark: `Main thread, Chromium at ${CPU_SLOWDOWN}x CPU: ${label} (${pagePath}), median of ${LOADS_PER_PAGE} loads`,
        measured: `blocking after first paint ${Math.round(median(blocking))} ms (${spread(blocking)}); main thread busy ${Math.round(busy)} ms`,
        baseline: `same page without JavaScript: main thread busy ${Math.round(plainBusy)} ms`,
        ratio: `${round(busy / plainBusy)}x the work without scripts`,
        target: `blocking < ${targetMs} ms (the TBT target, measured in the browser)`,
      });
    }
    rows.push(...(await tapRows(withScripts.context, stack.siteUrl)));
    return rows;
  } finally {
    await withScripts.close();
    await withoutScripts.close();
    await stack.stop();
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
}

if (require.main === module) printAlone(benchMainThread);
