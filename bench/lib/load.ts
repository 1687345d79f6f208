import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** Runs autocannon against one URL and returns the figures the reports use. */
export async function load(
  url: string,
  { connections = 10, durationSeconds = 8, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  const statusCounts: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = count.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    statusCounts,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
