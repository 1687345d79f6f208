/**
 * Two site builds that differ in how their pages start their scripts, measured side by side in one run:
 * each page is loaded by build A, then B, then B, then A, and so on, so that a slow moment of the
 * machine falls on both. Per page and build, over RUNS runs: Lighthouse's mobile LCP and TBT
 * (simulated), the LCP a phone sees (Chromium at 4x CPU on slow 4G), how soon that phone's tap on the
 * menu button and on the search box is first answered, and the blocking time after the first paint at
 * 4x CPU (bench/mainthread.ts). Prints the median of each figure with its lowest and highest value.
 *
 *   npx tsx bench/script-order.ts snapshot <label>   keeps the current site build (built first if its
 *                                                    sources are newer) aside under <label>
 *   npx tsx bench/script-order.ts compare <label A> <label B> [runs] [pages]
 *                                                    pages: labels of bench/lib/pages.ts, comma-separated
 *   npx tsx bench/script-order.ts requests <label A> <label B> [runs] [page]
 *                                                    Lighthouse alone, alternated: per run, its LCP, the
 *                                                    LCP it recorded, and every request, marked when it
 *                                                    had finished by then (what the simulation can count)
 *   npx tsx bench/script-order.ts taps <label A> <label B> [runs] [page]
 *                                                    the phone's menu tap alone, alternated: per run, when
 *                                                    it was answered and the requests sent before, with
 *                                                    when each ended (… when it had not yet); requests
 *                                                    count from the document's, a few ms after the
 *                                                    navigation's start that the tap counts from
 *
 * See docs/decisions/050-script-loading.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromiumInstalled, launchBrowser, MISSING_CHROMIUM_MESSAGE } from '../e2e/support/chromium';
import { seededLibrary, snapshotSiteBuild, startStack, type RunningStack } from '../e2e/support/servers';
import { numericAudit, runLighthouseWithRetries } from './lighthouse';
import { loadOnce, median, phoneLoad, TAP_TARGETS } from './mainthread';
import { auditedPages } from './lib/pages';

const SNAPSHOTS = path.resolve(__dirname, '..', 'frontend', 'node_modules', '.cache', 'folio-script-order');
const DEFAULT_RUNS = 5;
/** By default the pages whose first load matters most: the home page and a scan (the largest cover above the fold). */
const DEFAULT_PAGES = ['home', 'scan'];
/** `requests` and `taps`: a few runs of one page show what the figure waited for and how it moves. */
const DEFAULT_REQUEST_RUNS = 3;
const DEFAULT_REQUEST_PAGE = 'scan';

const FIGURES = [
  'Lighthouse LCP',
  'Lighthouse TBT',
  'phone LCP',
  ...TAP_TARGETS.map((target) => `${target.label} tap answered`),
  'blocking after first paint',
] as const;
type Figure = (typeof FIGURES)[number];

const snapshotDir = (label: string) => path.join(SNAPSHOTS, label);

async function snapshot(label: string) {
  const dir = await snapshotSiteBuild();
  fs.rmSync(snapshotDir(label), { recursive: true, force: true });
  fs.mkdirSync(SNAPSHOTS, { recursive: true });
  fs.renameSync(dir, snapshotDir(label));
  console.log(`[script-order] the current site build is kept as ${label}`);
}

type PhoneBrowser = Awaited<ReturnType<typeof launchBrowser>>;

async function measureOnce(stack: RunningStack, pagePath: string, browser: PhoneBrowser) {
  const url = new URL(pagePath, stack.siteUrl).href;
  const { report } = await runLighthouseWithRetries(url);
  const figures: Partial<Record<Figure, number>> = {
    'Lighthouse LCP': numericAudit(report, 'largest-contentful-paint'),
    'Lighthouse TBT': numericAudit(report, 'total-blocking-time'),
    'phone LCP': (await phoneLoad(browser.context, url)).largestContentfulPaintMs ?? Number.NaN,
    'blocking after first paint': (await loadOnce(browser.context, url, true)).blockingAfterPaintMs!,
  };
  for (const target of TAP_TARGETS) {
    figures[`${target.label} tap answered`] = (await phoneLoad(browser.context, url, target)).tapAnsweredMs!;
  }
  return figures as Record<Figure, number>;
}

/** The two builds in front of copies of one seeded CMS, with the audited pages named, stopped when `body` ends. */
async function withStacks(
  labels: [string, string],
  pageLabels: string[],
  body: (stacks: RunningStack[], pages: [string, string][]) => Promise<void>,
) {
  const template = await seededLibrary();
  const stacks: RunningStack[] = [];
  try {
    for (const label of labels) stacks.push(await startStack(template, snapshotDir(label), `script-order-${label}`));
    const pages = (await auditedPages(stacks[0].cmsUrl)).filter(([label]) => pageLabels.includes(label));
    const missing = pageLabels.filter((label) => !pages.some(([pageLabel]) => pageLabel === label));
    if (missing.length > 0) throw new Error(`no audited page is labelled ${missing.join(', ')}`);
    await body(stacks, pages);
  } finally {
    for (const stack of stacks) await stack.stop();
  }
}

/** Runs `measure` for build A, then B, then B, then A, and so on, after one unmeasured load of the page per build. */
async function alternated(
  stacks: RunningStack[],
  pagePath: string,
  runs: number,
  measure: (variant: number, run: number) => Promise<void>,
) {
  for (const stack of stacks) await (await fetch(new URL(pagePath, stack.siteUrl))).arrayBuffer();
  for (let run = 0; run < runs; run += 1) {
    for (const variant of run % 2 === 0 ? [0, 1] : [1, 0]) await measure(variant, run);
  }
}

/** The journeys' phone, closed when `body` ends. */
async function withPhone(body: (browser: PhoneBrowser) => Promise<void>) {
  const browser = await launchBrowser('mobile');
  try {
    await body(browser);
  } finally {
    await browser.close();
  }
}

async function compare(labels: [string, string], runs: number, pageLabels: string[]) {
  await withPhone((browser) =>
    withStacks(labels, pageLabels, async (stacks, pages) => {
      const lines = [
        `| Page | Figure | ${labels.map((label) => `${label}: median (low–high), ms`).join(' | ')} |`,
        `|---|---|${labels.map(() => '---').join('|')}|`,
      ];
      for (const [pageLabel, pagePath] of pages) {
        const measured: Record<Figure, number>[][] = labels.map(() => []);
        await alternated(stacks, pagePath, runs, async (variant, run) => {
          measured[variant].push(await measureOnce(stacks[variant], pagePath, browser));
          console.log(
            `[script-order] ${pageLabel} run ${run + 1} ${labels[variant]}: ${JSON.stringify(measured[variant].at(-1))}`,
          );
        });
        for (const figure of FIGURES) {
          const cells = measured.map((runsOfVariant) => {
            const values = runsOfVariant.map((figures) => figures[figure]);
            return `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
          });
          lines.push(`| ${pageLabel} (${pagePath}) | ${figure} | ${cells.join(' | ')} |`);
        }
      }
      console.log(`\n${runs} runs per page and build, alternated:\n\n${lines.join('\n')}\n`);
    }),
  );
}

/** One row of Lighthouse's network-requests audit; times in ms from its first request, absent when unknown. */
interface LighthouseRequest {
  url: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
  priority: string;
  resourceType: string;
}

interface RequestsAudit {
  details?: { items?: LighthouseRequest[]; debugData?: { networkStartTimeTs?: number } };
}

interface MetricsAudit {
  details?: { items?: { observedFirstContentfulPaint?: number; observedLargestContentfulPaintTs?: number }[] };
}

/**
 * Which requests had finished by the LCP that Lighthouse recorded before simulating, run by run (record 193):
 * its simulation leaves out every request that ended after that paint, so these are the most it can count
 * (it also leaves out scripts that had not started running).
 */
async function requests(labels: [string, string], runs: number, pageLabel: string) {
  const at = (time?: number) => (time === undefined || Number.isNaN(time) ? '?' : Math.round(time));
  await withStacks(labels, [pageLabel], async (stacks, [[, pagePath]]) => {
    await alternated(stacks, pagePath, runs, async (variant, run) => {
      const { report } = await runLighthouseWithRetries(new URL(pagePath, stacks[variant].siteUrl).href);
      const network = report.audits['network-requests'] as RequestsAudit;
      const metrics = (report.audits.metrics as MetricsAudit).details?.items?.[0];
      const networkStartTs = network.details?.debugData?.networkStartTimeTs;
      const paintTs = metrics?.observedLargestContentfulPaintTs;
      if (networkStartTs === undefined || paintTs === undefined) {
        throw new Error(`Lighthouse's report lacks the recorded LCP or the network's start (${labels[variant]})`);
      }
      // Both on the trace's clock, in microseconds; the requests' times count from the network's start.
      const paintedAt = (paintTs - networkStartTs) / 1000;
      const all = network.details?.items ?? [];
      const finished = new Set(all.filter((request) => (request.networkEndTime ?? Infinity) <= paintedAt));
      const finishedBytes = [...finished].reduce((total, request) => total + (request.transferSize ?? 0), 0);
      console.log(
        `\n${labels[variant]} run ${run + 1}: LCP ${at(numericAudit(report, 'largest-contentful-paint'))} ms; ` +
          `recorded LCP at ${at(paintedAt)} ms (first paint ${at(metrics?.observedFirstContentfulPaint)} ms); ` +
          `${finished.size} of ${all.length} requests had finished by then (marked *), ${finishedBytes} bytes`,
      );
      for (const request of all) {
        console.log(
          `${finished.has(request) ? '*' : ' '} ${at(request.networkRequestTime)}–${at(request.networkEndTime)} ms\t` +
            `${request.transferSize ?? '?'} B\t${request.priority}\t${request.resourceType}\t${new URL(request.url).pathname}`,
        );
      }
    });
  });
}

/** What the phone's first answered menu tap waited for, run by run (record 194). */
async function taps(labels: [string, string], runs: number, pageLabel: string) {
  await withPhone((browser) =>
    withStacks(labels, [pageLabel], async (stacks, [[, pagePath]]) => {
      await alternated(stacks, pagePath, runs, async (variant, run) => {
        const url = new URL(pagePath, stacks[variant].siteUrl).href;
        const { tapAnsweredMs, requests: sent } = await phoneLoad(browser.context, url, TAP_TARGETS[0]);
        const before = sent.filter((request) => request.startMs <= tapAnsweredMs!);
        const scripts = before.filter((request) => request.resourceType === 'Script');
        console.log(
          `\n${labels[variant]} run ${run + 1}: ${TAP_TARGETS[0].label} tap answered at ${Math.round(tapAnsweredMs!)} ms; ` +
            `${before.length} requests sent before, ${scripts.length} of them scripts`,
        );
        for (const request of before) {
          console.log(
            `  ${Math.round(request.startMs)}–${request.endMs === undefined ? '…' : Math.round(request.endMs)} ms\t` +
              `${request.failed ?? `${request.bytes ?? '?'} B`}\t${request.priority}\t${request.resourceType}\t` +
              new URL(request.url).pathname,
          );
        }
      });
    }),
  );
}

async function main([command, ...args]: string[]) {
  if (command === 'snapshot' && args.length === 1) return snapshot(args[0]);
  if (!chromiumInstalled()) throw new Error(MISSING_CHROMIUM_MESSAGE);
  if (command === 'compare' && args.length >= 2 && args.length <= 4) {
    const [a, b, runs, pages] = args;
    return compare([a, b], runs ? Number.parseInt(runs, 10) : DEFAULT_RUNS, pages ? pages.split(',') : DEFAULT_PAGES);
  }
  if ((command === 'requests' || command === 'taps') && args.length >= 2 && args.length <= 4) {
    const [a, b, runs, page] = args;
    const run = command === 'requests' ? requests : taps;
    return run([a, b], runs ? Number.parseInt(runs, 10) : DEFAULT_REQUEST_RUNS, page ?? DEFAULT_REQUEST_PAGE);
  }
  throw new Error(
    'usage: script-order.ts snapshot <label> | compare <label A> <label B> [runs] [pages] | requests|taps <label A> <label B> [runs] [page]',
  );
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
