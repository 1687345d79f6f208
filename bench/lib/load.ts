import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  /** For each timeout, the second of the run in which it was counted (from 0). */
  timeoutAt: number[];
  /** When the generator stopped sending (ms since the epoch). */
  finishedAt: number;
}

export interface LoadOptions {
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
  timeoutSeconds?: number;
}

/** In a process of its own, so its parsing delays nothing else the bench runs (the baseline server, busy checks). */
export async function load(
  url: string,
  { connections = 10, durationSeconds = 8, headers = {}, timeoutSeconds = 10 }: LoadOptions = {},
): Promise<LoadResult> {
  const generator = fork(path.join(__dirname, 'load-worker.ts'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const options: autocannon.Options = { url, connections, duration: durationSeconds, headers, timeout: timeoutSeconds };
  generator.send(options);
  const [message] = (await Promise.race([
    once(generator, 'message'),
    once(generator, 'exit').then(([code]) => [{ error: `load generator exited with ${code}` }]),
  ])) as [{ result?: autocannon.Result; timeoutAt?: number[]; error?: string }];
  if (!message.result) throw new Error(message.error);
  const { result, timeoutAt = [] } = message;
  const statusCounts: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = count.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    statusCounts,
    errors: result.errors,
    timeouts: result.timeouts,
    timeoutAt,
    // Dates arrive over IPC as strings.
    finishedAt: new Date(result.finish).getTime(),
  };
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** Timeouts name their seconds ("timeouts 28 (s4 20, s5 8)"): a burst's stuck connections come first. */
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
  return [...shares, `5xx ${percent(serverErrors)}`, timeoutText(result), `errors ${result.errors}`].join(', ');
}

function timeoutText({ timeouts, timeoutAt }: LoadResult): string {
  if (!timeouts) return 'timeouts 0';
  const perSecond = new Map<number, number>();
  for (const second of timeoutAt) perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
  const seconds = [...perSecond].sort(([a], [b]) => a - b).map(([second, count]) => `s${second} ${count}`);
  return `timeouts ${timeouts} (${seconds.join(', ')})`;
}
