/**
 * The audited pages' main-thread work at 4x CPU, empty cache, against the same page without JavaScript; measured
 * in the browser because Lighthouse's simulated TBT swings by hundreds of ms between runs on a busy machine.
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
/** Long tasks can end a while after the load event (hydration, lazy parts of the page). */
const SETTLE_MS = 4_000;
interface Load {
  /** Only where scripts run: without them the page has no long tasks of its own to report. */
  blockingAfterPaintMs: number | null;
  busyMs: number;
}

declare global {
  interface Window {
    __longTasks?: [start: number, duration: number][];
  }
}

// Chromium ignores `Network.setCacheDisabled` until the Network domain is enabled; `data:` and `blob:` URLs,
// which it reports as memory-cached, do not count.
async function withEmptyCache(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const cached: string[] = [];
  const isLocal = (url: string) => /^(data|blob):/.test(url);
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.responseReceived', ({ response }) => {
    if ((response.fromDiskCache || response.fromPrefetchCache) && !isLocal(response.url)) cached.push(response.url);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const url = urls.get(requestId) ?? requestId;
    if (!isLocal(url)) cached.push(url);
  });
  return () => {
    if (cached.length > 0) throw new Error(`${cached.length} responses came from the browser's cache: ${cached[0]}`);
  };
}

async function loadOnce(context: BrowserContext, url: string, scripted: boolean): Promise<Load> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const checkNoneCached = await withEmptyCache(cdp);
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`;

export async function benchMainThread(): Promise<BenchRow[]> {
  if (!chromiumInstalled()) throw new Error(MISSING_CHROMIUM_MESSAGE);
  const targetMs = readBudgets().lighthouse.totalBlockingTimeMs;
  const template = await seededLibrary();
  const siteDir = await snapshotSiteBuild();
  const stack = await startStack(template, siteDir, 'mainthread');
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
    return rows;
  } finally {
    await withScripts.close();
    await withoutScripts.close();
    await stack.stop();
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
}

if (require.main === module) printAlone(benchMainThread);
