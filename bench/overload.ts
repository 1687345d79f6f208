/**
 * The CMS under a load far above its capacity must keep answering: refusals are quick 429s, never
 * timeouts or 5xx. Capacity is measured first, in the same run, on the most expensive public read
 * (a Strapi list endpoint with populate); then OVERLOAD_CONNECTIONS connections hit it, each sending
 * its next request as soon as it has an answer:
 * - with load shedding switched off (its thresholds out of reach): the baseline, what the overload does
 *   to an unprotected CMS;
 * - with per-client budgets out of the way, so only load shedding (in-flight / event-loop delay) protects it;
 * - with the default budgets, all from one client, so its read budget runs out;
 * - through the site server, as visitors reach it, with only load shedding.
 * The generator runs in a process of its own (see lib/load.ts), so the busy checks are asked on time.
 */
import { ensureBuilt, startSite } from '../frontend/test/support/siteServer';
import { UNLIMITED_BUDGETS, startCms } from './lib/cms';
import { load, round, statusShares, type LoadResult } from './lib/load';
import type { BenchRow } from './lib/report';

/**
 * 100 scans with their covers populated: the CMS's costliest public read. Only titles and cover URLs are
 * asked for, so each answer is a few KiB: with full entries (~100 KiB each) the generator, on the same
 * two cores, spent much of its CPU parsing answers, and the overload that reached the CMS varied from
 * run to run.
 */
const EXPENSIVE_READ = '/api/scans?pagination[pageSize]=100&populate[cover][fields][0]=url&fields[0]=title';
const CAPACITY_CONNECTIONS = 10;
/**
 * Far above capacity: the CMS serves this read one at a time (SQLite is synchronous), ~7-10 ms each
 * here, so 500 waiting connections are a queue of 4-5 s when nothing is shed. Not more: the CMS accepts
 * one new connection per turn of its loop (see Setting.viaSite), and past Node's listen backlog (511)
 * the connections opened at once overflow its accept queue, so the kernel's retried handshakes would
 * add seconds of their own.
 */
const OVERLOAD_CONNECTIONS = 500;
/**
 * An answer later than this counts as a timeout: the site server's own timeout for a CMS call
 * (ContentCache's default), after which a visitor's page is served from the cache or fails.
 */
const TIMEOUT_SECONDS = 4;
const DURATION_SECONDS = 8;
/** Load shedding switched off: limits no request can reach. */
const SHEDDING_OFF = {
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '1000000000',
};

interface Overload {
  result: LoadResult;
  /** Statuses of the site's busy check (GET /api/rate-limit), asked once a second meanwhile; 0 when it got no answer. */
  checks: number[];
}

const CHECK_TIMEOUT_MS = TIMEOUT_SECONDS * 1_000;

async function busyCheck(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/api/rate-limit`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })).status;
  } catch {
    return 0;
  }
}

/** Runs the overload while asking the busy check, once a second, what the site would be told. */
async function overloadWithChecks(url: string): Promise<Overload> {
  const running = load(`${url}${EXPENSIVE_READ}`, {
    connections: OVERLOAD_CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    timeoutSeconds: TIMEOUT_SECONDS,
  });
  const checks: number[] = [];
  const started = Date.now();
  for (let second = 1; second < DURATION_SECONDS; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + second * 1_000 - Date.now())));
    checks.push(await busyCheck(url));
  }
  return { result: await running, checks };
}

/** "429 6, 204 1 of 7": the busy check's answers, most frequent first. */
function checkTally(checks: number[]): string {
  const counts = new Map<string, number>();
  for (const status of checks) {
    const label = status ? String(status) : 'no answer';
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const tally = [...counts].sort(([, a], [, b]) => b - a).map(([label, count]) => `${label} ${count}`);
  return `${tally.join(', ')} of ${checks.length}`;
}

const summary = ({ result, checks }: Overload) =>
  `${statusShares(result)}; ${round(result.requestsPerSecond, 0)} answers/s, p99 ${result.p99Ms} ms; ` +
  `busy check meanwhile: ${checkTally(checks)}`;

/** Full answers per second during the overload, as a share of the capacity measured before it. */
const servedShare = (overload: LoadResult, capacity: LoadResult) =>
  `${round((overload.statusCounts['200'] ?? 0) / DURATION_SECONDS / capacity.requestsPerSecond)} of capacity served`;

const PROTECTED_TARGET = '0% 5xx, 0 timeouts';

interface Setting {
  setting: string;
  env: Record<string, string>;
  target: string;
  /**
   * Through the site server, the visitors' way in: its proxy relays reads over kept connections
   * (frontend/server/cmsProxy.ts). Timeouts in any row would be connections, not requests: a connection
   * opened while the CMS is saturated waits in its accept queue, which Node drains one connection per
   * turn of its event loop (libuv accepts one at a time since 1.45, libuv/libuv#3696). Two things keep
   * the CMS's turns short then: it holds each connection it sheds for a moment (connection-hold.ts), and
   * it sheds everything while connections wait to be accepted (accept-queue.ts). Before the second, the
   * protected rows had timeouts in about one run in three (up to 185, all of connections from the burst's
   * first instant, counted in second 4), the site's row included.
   */
  viaSite?: boolean;
}

/** Each setting on a CMS of its own (thresholds and budgets are read at start). */
const SETTINGS: Setting[] = [
  {
    setting: 'load shedding off, budgets out of the way',
    env: { ...UNLIMITED_BUDGETS, ...SHEDDING_OFF },
    target: '(baseline: what the protections below prevent)',
  },
  { setting: 'budgets out of the way: load shedding only', env: UNLIMITED_BUDGETS, target: PROTECTED_TARGET },
  { setting: 'one client, default budgets', env: {}, target: PROTECTED_TARGET },
  {
    setting: 'through the site server, load shedding only',
    env: UNLIMITED_BUDGETS,
    target: PROTECTED_TARGET,
    viaSite: true,
  },
];

export async function benchOverload(): Promise<BenchRow[]> {
  ensureBuilt();
  const rows: BenchRow[] = [];
  let capacity: LoadResult | null = null;
  let baseline = '';
  // OVERLOAD_ROWS=1,3 runs only those settings (0-based), to repeat one row without the others.
  const only = process.env.OVERLOAD_ROWS?.split(',').map(Number);
  for (const { setting, env, target, viaSite } of SETTINGS.filter((_row, index) => !only || only.includes(index))) {
    const cms = await startCms(env);
    const site = viaSite ? await startSite({ CMS_URL: cms.url }) : null;
    try {
      if (!capacity) {
        capacity = await load(`${cms.url}${EXPENSIVE_READ}`, {
          connections: CAPACITY_CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
        });
        baseline = `capacity (${CAPACITY_CONNECTIONS} connections): ${round(capacity.requestsPerSecond, 0)} req/s, p99 ${capacity.p99Ms} ms`;
      }
      const overload = await overloadWithChecks((site ?? cms).url);
      rows.push({
        benchmark: `Overload, ${OVERLOAD_CONNECTIONS} connections: GET /api/scans?populate, ${setting}`,
        measured: summary(overload),
        baseline,
        ratio: servedShare(overload.result, capacity),
        target,
      });
    } finally {
      await site?.stop();
      await cms.stop();
    }
  }
  return rows;
}

if (require.main === module) {
  benchOverload().then((rows) => console.table(rows));
}
