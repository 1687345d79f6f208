/**
 * The CMS under a load far above its capacity must keep answering: refusals are quick 429s, never
 * timeouts or 5xx. Capacity is measured first, in the same run, on the most expensive public read
 * (a Strapi list endpoint with populate); then 40 times as many connections hit it:
 * - with per-client budgets out of the way, so only load shedding (in-flight / event-loop delay) protects it;
 * - with the default budgets, all from one client, so its read budget runs out.
 */
import { UNLIMITED_BUDGETS, startCms } from './lib/cms';
import { load, round, type LoadResult } from './lib/load';
import type { BenchRow } from './lib/report';

/**
 * 100 scans with their covers populated: the CMS's costliest public read. Only titles and cover URLs are
 * asked for, so each answer is a few KiB: with full entries (~100 KiB each) the load generator, on the
 * same two cores, spent its time parsing answers and never got the overload to the CMS (its event loop
 * stayed under the shedding threshold while the generator's own queue made the latency).
 */
const EXPENSIVE_READ = '/api/scans?pagination[pageSize]=100&populate[cover][fields][0]=url&fields[0]=title';
const CAPACITY_CONNECTIONS = 10;
const OVERLOAD_CONNECTIONS = 200;
const DURATION_SECONDS = 8;

/** "200 12%, 429 88%, 5xx 0%, timeouts 0, errors 0": the share of each status among all answers. */
export function statusShares(result: LoadResult): string {
  const answered = Object.values(result.statusCounts).reduce((sum, count) => sum + count, 0);
  const percent = (count: number) => `${answered ? round((100 * count) / answered, 1) : 0}%`;
  const serverErrors = Object.entries(result.statusCounts)
    .filter(([status]) => status.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  const shares = Object.entries(result.statusCounts)
    .filter(([status]) => !status.startsWith('5'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status} ${percent(count)}`);
  return [...shares, `5xx ${percent(serverErrors)}`, `timeouts ${result.timeouts}`, `errors ${result.errors}`].join(
    ', ',
  );
}

interface Overload {
  result: LoadResult;
  /** Statuses of the site's busy check (GET /api/rate-limit), asked once a second meanwhile. */
  checks: number[];
}

/** Runs the overload while asking the busy check, once a second, what the site would be told. */
async function overloadWithChecks(url: string): Promise<Overload> {
  const running = load(`${url}${EXPENSIVE_READ}`, {
    connections: OVERLOAD_CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
  });
  const checks: number[] = [];
  for (let second = 1; second < DURATION_SECONDS; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    checks.push((await fetch(`${url}/api/rate-limit`)).status);
  }
  return { result: await running, checks };
}

const summary = ({ result, checks }: Overload) =>
  `${statusShares(result)}; ${round(result.requestsPerSecond, 0)} answers/s, p99 ${result.p99Ms} ms; ` +
  `busy check meanwhile: 429 ${checks.filter((status) => status === 429).length} of ${checks.length}`;

/** Full answers per second during the overload, as a share of the capacity measured before it. */
const servedShare = (overload: LoadResult, capacity: LoadResult) =>
  `${round((overload.statusCounts['200'] ?? 0) / DURATION_SECONDS / capacity.requestsPerSecond)} of capacity served`;

export async function benchOverload(): Promise<BenchRow[]> {
  const target = '0% 5xx, 0 timeouts';
  const benchmark = (setting: string) =>
    `Overload ×${OVERLOAD_CONNECTIONS / CAPACITY_CONNECTIONS}: GET /api/scans?populate, ${setting}`;
  let capacity: LoadResult;
  let baseline: string;
  const rows: BenchRow[] = [];

  const shedding = await startCms(UNLIMITED_BUDGETS);
  try {
    capacity = await load(`${shedding.url}${EXPENSIVE_READ}`, {
      connections: CAPACITY_CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
    });
    baseline = `capacity (${CAPACITY_CONNECTIONS} connections): ${round(capacity.requestsPerSecond, 0)} req/s, p99 ${capacity.p99Ms} ms`;
    const overload = await overloadWithChecks(shedding.url);
    rows.push({
      benchmark: benchmark('budgets out of the way: load shedding only'),
      measured: summary(overload),
      baseline,
      ratio: servedShare(overload.result, capacity),
      target,
    });
  } finally {
    await shedding.stop();
  }

  const budgeted = await startCms();
  try {
    const overload = await overloadWithChecks(budgeted.url);
    rows.push({
      benchmark: benchmark('one client, default budgets'),
      measured: summary(overload),
      baseline,
      ratio: servedShare(overload.result, capacity),
      target,
    });
  } finally {
    await budgeted.stop();
  }
  return rows;
}

if (require.main === module) {
  benchOverload().then((rows) => console.table(rows));
}
