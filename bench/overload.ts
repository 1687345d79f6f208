/**
 * One client's 500 connections on the CMS's costliest read, straight, through the site and through nginx, while
 * another visitor times the busy check, against the CMS's capacity (docs/decisions/031-overload-at-the-edge.md).
 */
import { spawn } from 'node:child_process';
import { ensureBuilt, startSite, type RunningSite } from '../frontend/test/support/siteServer';
import { UNLIMITED_BUDGETS, startCms, type RunningCms } from './lib/cms';
import { load, round, statusShares, type LoadResult } from './lib/load';
import { composeEnvironment, startNginx, type RunningNginx } from './lib/nginx';
import { auditedPages } from './lib/pages';
import { printAlone, type BenchRow } from './lib/report';
import { visit } from './lib/visitor';

/** Only titles and cover URLs, so the generator on the same cores spends little CPU parsing answers. */
const EXPENSIVE_READ = '/api/scans?pagination[pageSize]=100&populate[cover][fields][0]=url&fields[0]=title';
const CAPACITY_CONNECTIONS = 10;
/** Below Node's listen backlog (511), so the kernel accepts them all. */
const OVERLOAD_CONNECTIONS = 500;
/** The site server's own timeout for a CMS call (ContentCache's default). */
const TIMEOUT_SECONDS = 4;
const DURATION_SECONDS = 8;
const SHEDDING_OFF = {
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '1000000000',
};
const OTHER_VISITOR = '127.0.0.2';
const RECOVERY_POLL_MS = 100;
const RECOVERY_LIMIT_MS = 30_000;

interface Folio {
  url: string;
  cmsUrl: string;
  stop: () => Promise<void>;
}

type Entry = 'cms' | 'site' | 'proxy';

const fromCompose = (service: string, names: string[]) => {
  const environment = composeEnvironment(service);
  return Object.fromEntries(names.map((name) => [name, environment[name]]));
};

async function startFolio(entry: Entry, cmsEnv: Record<string, string>): Promise<Folio> {
  const deployed = entry === 'proxy';
  const running: { stop: () => Promise<void> }[] = [];
  const stop = async () => {
    for (const server of running.reverse()) await server.stop();
  };
  try {
    const cms: RunningCms = await startCms({
      ...cmsEnv,
      ...(deployed ? fromCompose('cms', ['TRUST_PROXY', 'TRUST_PROXY_HOPS']) : {}),
    });
    running.push(cms);
    let site: RunningSite | null = null;
    if (entry !== 'cms') {
      site = await startSite({
        CMS_URL: cms.url,
        ...(deployed ? fromCompose('site', ['SITE_TRUST_PROXY_HOPS']) : {}),
      });
      running.push(site);
    }
    let proxy: RunningNginx | null = null;
    if (deployed) {
      proxy = await startNginx(new URL(site!.url).host);
      running.push(proxy);
    }
    return { url: (proxy ?? site ?? cms).url, cmsUrl: cms.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const CHECK_TIMEOUT_MS = TIMEOUT_SECONDS * 1_000;

async function busyCheck(url: string): Promise<number> {
  try {
    return (await visit(`${url}/api/rate-limit`, { from: OTHER_VISITOR, timeoutMs: CHECK_TIMEOUT_MS })).status;
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function recoveryMs(url: string, since: number): Promise<number | null> {
  for (;;) {
    const status = await busyCheck(url);
    const elapsed = Date.now() - since;
    if (status === 204) return elapsed;
    if (elapsed > RECOVERY_LIMIT_MS) return null;
    await sleep(RECOVERY_POLL_MS);
  }
}

interface Overload {
  result: LoadResult;
  checks: number[];
  recoveryMs: number | null;
}

async function overloadWithChecks(url: string): Promise<Overload> {
  const running = load(`${url}${EXPENSIVE_READ}`, {
    connections: OVERLOAD_CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    timeoutSeconds: TIMEOUT_SECONDS,
  });
  const checks: number[] = [];
  const started = Date.now();
  for (let second = 1; second < DURATION_SECONDS; second += 1) {
    await sleep(started + second * 1_000 - Date.now());
    checks.push(await busyCheck(url));
  }
  const result = await running;
  // Measured from the generator's own end; the result reaches us a moment later, so this is an upper bound.
  return { result, checks, recoveryMs: await recoveryMs(url, result.finishedAt) };
}

function tally(statuses: number[]): string {
  const counts = new Map<string, number>();
  for (const status of statuses) {
    const label = status ? String(status) : 'no answer';
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const sorted = [...counts].sort(([, a], [, b]) => b - a).map(([label, count]) => `${label} ${count}`);
  return `${sorted.join(', ')} of ${statuses.length}`;
}

const recoveryText = (ms: number | null) =>
  ms === null ? `not within ${RECOVERY_LIMIT_MS / 1_000} s` : `${round(ms / 1_000, 2)} s`;

const summary = ({ result, checks, recoveryMs: recovered }: Overload) =>
  `${statusShares(result)}; ${round(result.requestsPerSecond, 0)} answers/s, ` +
  `${round((result.statusCounts['200'] ?? 0) / DURATION_SECONDS, 0)} of them 200, p99 ${result.p99Ms} ms; ` +
  `another visitor's busy check meanwhile: ${tally(checks)}; 204 again ${recoveryText(recovered)} after the load`;

const servedShare = (overload: LoadResult, capacity: LoadResult) =>
  `${round((overload.statusCounts['200'] ?? 0) / DURATION_SECONDS / capacity.requestsPerSecond)} of capacity served`;

const PROTECTED_TARGET = '0% 5xx, 0 timeouts, 204 again within seconds';

interface Setting {
  setting: string;
  /** The CMS's environment (thresholds and budgets are read at start). */
  env: Record<string, string>;
  entry: Entry;
  target: string;
}

const SETTINGS: Setting[] = [
  {
    setting: 'straight to the CMS, load shedding off, budgets out of the way',
    env: { ...UNLIMITED_BUDGETS, ...SHEDDING_OFF },
    entry: 'cms',
    target: '(baseline: what the protections below prevent)',
  },
  {
    setting: 'straight to the CMS, budgets out of the way: load shedding only',
    env: UNLIMITED_BUDGETS,
    entry: 'cms',
    target: PROTECTED_TARGET,
  },
  { setting: 'straight to the CMS, one client, default budgets', env: {}, entry: 'cms', target: PROTECTED_TARGET },
  {
    setting: "through the site server (its relay's cap), CMS budgets out of the way",
    env: UNLIMITED_BUDGETS,
    entry: 'site',
    target: PROTECTED_TARGET,
  },
  {
    setting: 'through nginx and the site as deployed, one client',
    env: {},
    entry: 'proxy',
    target: PROTECTED_TARGET,
  },
];

const ORDINARY_SECONDS = 20;
const ORDINARY_INTERVAL_MS = 500;
const CATALOG_READS = ['/api/catalog/scans', '/api/catalog/archives', '/api/catalog/articles'];

interface Stream {
  name: string;
  from: string;
  paths: string[];
  statuses: number[];
  slowestMs: number;
}

async function ordinaryTraffic(url: string, pages: string[]): Promise<Stream[]> {
  const streams: Stream[] = [
    { name: 'busy check', from: OTHER_VISITOR, paths: ['/api/rate-limit'], statuses: [], slowestMs: 0 },
    { name: 'pages', from: '127.0.0.3', paths: pages, statuses: [], slowestMs: 0 },
    { name: 'catalog reads', from: '127.0.0.4', paths: CATALOG_READS, statuses: [], slowestMs: 0 },
  ];
  const started = Date.now();
  const sent: Promise<void>[] = [];
  for (let turn = 0; turn < (ORDINARY_SECONDS * 1_000) / ORDINARY_INTERVAL_MS; turn += 1) {
    await sleep(started + turn * ORDINARY_INTERVAL_MS - Date.now());
    for (const stream of streams) {
      const sentAt = Date.now();
      const path = stream.paths[turn % stream.paths.length];
      sent.push(
        visit(`${url}${path}`, { from: stream.from, headers: { accept: 'text/html' }, timeoutMs: CHECK_TIMEOUT_MS })
          .then(({ status }) => status)
          .catch(() => 0)
          .then((status) => {
            stream.statuses.push(status);
            stream.slowestMs = Math.max(stream.slowestMs, Date.now() - sentAt);
          }),
      );
    }
  }
  await Promise.all(sent);
  return streams;
}

function trafficSummary(streams: Stream[]): string {
  return streams
    .map(({ name, statuses, slowestMs }) => `${name}: ${tally(statuses)}, slowest ${slowestMs} ms`)
    .join('; ');
}

const share204 = (streams: Stream[]) => {
  const { statuses } = streams[0];
  return statuses.filter((status) => status === 204).length / statuses.length;
};

/** The CMS's event-loop check must not take the machine's other work for its own overload. */
async function busyMachine(): Promise<BenchRow> {
  const folio = await startFolio('proxy', {});
  try {
    const pages = (await auditedPages(folio.cmsUrl)).map(([, pagePath]) => pagePath);
    const quiet = await ordinaryTraffic(folio.url, pages);
    const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    try {
      await sleep(1_000);
      const busy = await ordinaryTraffic(folio.url, pages);
      const percent = (streams: Stream[]) => `${round(100 * share204(streams), 1)}%`;
      return {
        benchmark:
          `Ordinary traffic through nginx for ${ORDINARY_SECONDS} s (each ${1_000 / ORDINARY_INTERVAL_MS} req/s: ` +
          'busy check, pages, catalog reads), a CPU-bound process beside Folio',
        measured: `${trafficSummary(busy)}; busy check 204: ${percent(busy)}`,
        baseline: `without that process: ${trafficSummary(quiet)}; busy check 204: ${percent(quiet)}`,
        ratio: `${percent(busy)} vs ${percent(quiet)} 204`,
        target: 'busy check 204 throughout',
      };
    } finally {
      hog.kill('SIGKILL');
    }
  } finally {
    await folio.stop();
  }
}

export async function benchOverload(): Promise<BenchRow[]> {
  ensureBuilt();
  const rows: BenchRow[] = [];
  let capacity: LoadResult | null = null;
  let baseline = '';
  // OVERLOAD_ROWS=1,3 runs only those settings (0-based; the busy machine is the last), to repeat one alone.
  const only = process.env.OVERLOAD_ROWS ? process.env.OVERLOAD_ROWS.split(',').map(Number) : null;
  const wanted = (index: number) => !only || only.includes(index);
  for (const [index, { setting, env, entry, target }] of SETTINGS.entries()) {
    if (!wanted(index)) continue;
    const folio = await startFolio(entry, env);
    try {
      // Measured where budgets are out of the way: a budget would answer the generator with 429s.
      if (!capacity && env.RATE_LIMIT_READ_REQUESTS === UNLIMITED_BUDGETS.RATE_LIMIT_READ_REQUESTS) {
        capacity = await load(`${folio.cmsUrl}${EXPENSIVE_READ}`, {
          connections: CAPACITY_CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
        });
        baseline = `capacity straight to the CMS (${CAPACITY_CONNECTIONS} connections): ${round(capacity.requestsPerSecond, 0)} req/s, p99 ${capacity.p99Ms} ms`;
      }
      const overload = await overloadWithChecks(folio.url);
      rows.push({
        benchmark: `Overload, ${OVERLOAD_CONNECTIONS} connections: GET /api/scans?populate, ${setting}`,
        measured: summary(overload),
        baseline,
        ratio: capacity ? servedShare(overload.result, capacity) : '',
        target,
      });
    } finally {
      await folio.stop();
    }
  }
  if (wanted(SETTINGS.length)) rows.push(await busyMachine());
  return rows;
}

if (require.main === module) printAlone(benchOverload);
