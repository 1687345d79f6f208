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
 *   style and layout.
 *
 * Runnable alone: `npx tsx bench/mainthread.ts`.
 */
import fs from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { chromiumInstalled, launchBrowser, MISSING_CHROMIUM_MESSAGE } from '../e2e/support/chromium';
import { seededLibrary, snapshotSiteBuild, startStack } from '../e2e/support/servers';
import { readBudgets } from './lib/budgets';
import { round } from './lib/load';
import { CPU_SLOWDOWN } from './lib/mainThreadTasks';
import { auditedPages } from './lib/pages';
import type { BenchRow } from './lib/report';

const LOADS_PER_PAGE = 7;
/** Long tasks can end a while after the load event (hydration starts after the first paint). */
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

async function loadOnce(context: BrowserContext, url: string, scripted: boolean): Promise<Load> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
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
    return rows;
  } finally {
    await withScripts.close();
    await withoutScripts.close();
    await stack.stop();
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchMainThread().then(
    (rows) => console.table(rows),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
