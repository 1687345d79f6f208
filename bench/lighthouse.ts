/**
 * Lighthouse's mobile medians on the audited pages against bench/budgets.json, beside this machine's CPU benchmark;
 * traces are read by CPU time too, since a busy machine lowers the simulated TBT for reasons not the site's.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumInstalled, MISSING_CHROMIUM_MESSAGE } from '../e2e/support/chromium';
import { seededLibrary, snapshotSiteBuild, startStack } from '../e2e/support/servers';
import { readBudgets, type Budgets } from './lib/budgets';
import { CPU_SLOWDOWN, mainThreadBlocking, type MainThreadBlocking, type TraceEvent } from './lib/mainThreadTasks';
import { auditedPages } from './lib/pages';
import { round } from './lib/load';
import { printAlone, type BenchRow } from './lib/report';

const REPO_DIR = path.resolve(__dirname, '..');
const LIGHTHOUSE_CLI = path.join(REPO_DIR, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse's variability guide: the median of five runs roughly halves the spread of one. */
const RUNS_PER_PAGE = 5;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseReport {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number; description?: string }[] };
    }
  >;
  environment: { benchmarkIndex: number };
  runtimeError?: { message: string };
}

export interface LighthouseRun {
  report: LighthouseReport;
  mainThread: MainThreadBlocking | null;
}

export interface PageAudit {
  label: string;
  path: string;
  scores: Record<Category, number>;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  scriptBytes: number;
  /** Audits that cost points outside performance (those are deterministic, unlike timings). */
  failedAudits: string[];
  benchmarkIndex: number;
  spread: { largestContentfulPaintMs: [number, number]; totalBlockingTimeMs: [number, number] };
  mainThread: MainThreadBlocking | null;
}

async function runLighthouse(url: string): Promise<LighthouseRun> {
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-lighthouse-'));
  const outputPath = path.join(outputDir, 'report.json');
  try {
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          LIGHTHOUSE_CLI,
          url,
          '--quiet',
          '--output=json',
          `--output-path=${outputPath}`,
          '--save-assets', // the trace, as report-0.trace.json
          `--chrome-flags=${[...CHROMIUM_FLAGS, '--headless=new'].join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (exitCode !== 0) throw new Error(`lighthouse exited with ${exitCode} for ${url}`);
    const report = JSON.parse(fs.readFileSync(outputPath, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message} (${url})`);
    const trace = JSON.parse(fs.readFileSync(path.join(outputDir, 'report-0.trace.json'), 'utf8')) as {
      traceEvents: TraceEvent[];
    };
    return { report, mainThread: mainThreadBlocking(trace.traceEvents) };
  } finally {
    fs.rmSync(outputDir, { recursive: true, force: true });
  }
}

const numericAudit = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

function range(reports: LighthouseReport[], id: string): [number, number] {
  const values = reports.map((report) => numericAudit(report, id));
  return [Math.min(...values), Math.max(...values)];
}

/** The median run of several, as Lighthouse's own CLI picks it (lighthouse/core/lib/median-run). */
async function medianRun(runs: LighthouseRun[]): Promise<LighthouseRun> {
  const { computeMedianRun } = (await import('lighthouse/core/lib/median-run.js')) as {
    computeMedianRun: (reports: LighthouseReport[]) => LighthouseReport;
  };
  const median = computeMedianRun(runs.map((run) => run.report));
  const run = runs.find((candidate) => candidate.report === median);
  if (!run) throw new Error('computeMedianRun returned a report it was not given');
  return run;
}

const ATTEMPTS_PER_RUN = 3;

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is repeated. */
async function runLighthouseWithRetries(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      console.warn(`[lighthouse] attempt ${attempt} failed (${(error as Error).message}); running it again`);
    }
  }
}

/** With the first thing it found, because the report that would say why is not kept. */
function failedAudit(report: LighthouseReport, id: string): string {
  const found = report.audits[id]?.details?.items?.find((item) => item.description)?.description;
  return found ? `${id} ("${found.replace(/\s+/g, ' ').slice(0, 160)}")` : id;
}

function summarise(label: string, pagePath: string, runs: LighthouseRun[], median: LighthouseRun): PageAudit {
  const reports = runs.map((run) => run.report);
  const { report } = median;
  const numeric = (id: string) => numericAudit(report, id);
  const scripts = report.audits['network-requests']?.details?.items ?? [];
  const failedAudits = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    report.categories[category].auditRefs
      .filter(
        (ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1,
      )
      .map((ref) => failedAudit(report, ref.id)),
  );
  return {
    label,
    path: pagePath,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((report.categories[category].score ?? 0) * 100)]),
    ) as Record<Category, number>,
    largestContentfulPaintMs: numeric('largest-contentful-paint'),
    totalBlockingTimeMs: numeric('total-blocking-time'),
    cumulativeLayoutShift: numeric('cumulative-layout-shift'),
    scriptBytes: scripts
      .filter((item) => item.resourceType === 'Script')
      .reduce((total, item) => total + (item.transferSize ?? 0), 0),
    failedAudits,
    benchmarkIndex: report.environment.benchmarkIndex,
    spread: {
      largestContentfulPaintMs: range(reports, 'largest-contentful-paint'),
      totalBlockingTimeMs: range(reports, 'total-blocking-time'),
    },
    mainThread: median.mainThread,
  };
}

export async function auditPages(): Promise<PageAudit[]> {
  if (!chromiumInstalled()) throw new Error(MISSING_CHROMIUM_MESSAGE);
  const template = await seededLibrary();
  const siteDir = await snapshotSiteBuild();
  const stack = await startStack(template, siteDir, 'lighthouse');
  try {
    const pages = await auditedPages(stack.cmsUrl);
    const audits: PageAudit[] = [];
    for (const [label, pagePath] of pages) {
      const url = new URL(pagePath, stack.siteUrl).href;
      await (await fetch(url)).arrayBuffer(); // the site renders and caches it once, as for any visitor after the first
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run += 1) runs.push(await runLighthouseWithRetries(url));
      audits.push(summarise(label, pagePath, runs, await medianRun(runs)));
    }
    return audits;
  } finally {
    await stack.stop();
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
}

function misses(audit: PageAudit, targets: Budgets['lighthouse']): string[] {
  const missed = CATEGORIES.filter((category) => audit.scores[category] < targets.scores[category]).map(
    (category) => `${category} ${audit.scores[category]}`,
  );
  if (!(audit.largestContentfulPaintMs < targets.largestContentfulPaintMs)) missed.push('LCP');
  if (!(audit.totalBlockingTimeMs < targets.totalBlockingTimeMs)) missed.push('TBT');
  if (!(audit.cumulativeLayoutShift <= targets.cumulativeLayoutShift)) missed.push('CLS');
  return missed;
}

function mainThreadText(mainThread: MainThreadBlocking | null): string {
  if (!mainThread) return '';
  const beforePaint = mainThread.longestBeforePaint;
  return (
    `; after FCP its tasks' CPU time at ${CPU_SLOWDOWN}x blocks ${Math.round(mainThread.cpuBlockingMs)} ms ` +
    `(longest ${round(mainThread.longestTaskCpuMs, 1)} ms CPU), their wall time ${Math.round(mainThread.wallBlockingMs)} ms: ` +
    `the main thread ran ${Math.round(mainThread.runningShare * 100)}% of their wall time` +
    (beforePaint
      ? `; before FCP its longest task (${beforePaint.name}) took ${round(beforePaint.wallMs, 1)} ms wall, ` +
        `${round(beforePaint.cpuMs, 1)} ms CPU`
      : '')
  );
}

const spreadText = ([low, high]: [number, number], unit: 's' | 'ms') =>
  unit === 's' ? `${round(low / 1000)}–${round(high / 1000)} s` : `${Math.round(low)}–${Math.round(high)} ms`;

export async function benchLighthouse(): Promise<BenchRow[]> {
  const targets = readBudgets().lighthouse;
  const target =
    `${CATEGORIES.map((category) => targets.scores[category]).join('/')}, LCP < ${targets.largestContentfulPaintMs / 1000} s, ` +
    `TBT < ${targets.totalBlockingTimeMs} ms, CLS ${targets.cumulativeLayoutShift}`;
  return (await auditPages()).map((audit) => {
    const missed = misses(audit, targets);
    const failed = audit.failedAudits.length ? `; failing audits: ${audit.failedAudits.join(', ')}` : '';
    return {
      benchmark: `Lighthouse mobile: ${audit.label} (${audit.path}), median of ${RUNS_PER_PAGE}`,
      measured:
        `${CATEGORIES.map((category) => audit.scores[category]).join('/')}, LCP ${round(audit.largestContentfulPaintMs / 1000)} s, ` +
        `TBT ${Math.round(audit.totalBlockingTimeMs)} ms, CLS ${round(audit.cumulativeLayoutShift, 3)}, ` +
        `JS ${round(audit.scriptBytes / 1024, 1)} KiB; over the runs LCP ${spreadText(audit.spread.largestContentfulPaintMs, 's')}, ` +
        `TBT ${spreadText(audit.spread.totalBlockingTimeMs, 'ms')}${mainThreadText(audit.mainThread)}${failed}`,
      baseline: `CPU benchmarkIndex ${audit.benchmarkIndex}`,
      ratio: missed.length ? `misses: ${missed.join(', ')}` : 'all targets met',
      target,
    };
  });
}

if (require.main === module) printAlone(benchLighthouse);
