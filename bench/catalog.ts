/**
 * Catalog endpoints vs a Strapi route that touches no database (/_health), same CMS, same run.
 * Target ratio: 0.8 or better (Strapi's default list endpoint manages about 0.05).
 */
import { UNLIMITED_BUDGETS, startCms } from './lib/cms';
import { load, round, statusShares, type LoadResult } from './lib/load';
import { printAlone, type BenchRow } from './lib/report';

/** " (statuses: 200 100%, 5xx 0%, ...)", so a reader sees that every answer was the endpoint's own, not a refusal. */
const statuses = (result: LoadResult) => ` (statuses: ${statusShares(result)})`;

export async function benchCatalog(): Promise<BenchRow[]> {
  const cms = await startCms(UNLIMITED_BUDGETS);
  try {
    await fetch(`${cms.url}/api/catalog/scans`); // build the snapshot once
    const warm = await fetch(`${cms.url}/api/catalog/scans`);
    const etag = warm.headers.get('etag') ?? '';
    const baseline = await load(`${cms.url}/_health`);
    const rows: BenchRow[] = [];
    const variants: [string, Record<string, string>][] = [
      ['GET /api/catalog/scans (gzip)', { 'accept-encoding': 'gzip' }],
      ['GET /api/catalog/scans (identity)', {}],
      ['GET /api/catalog/scans (If-None-Match → 304)', { 'if-none-match': etag }],
    ];
    for (const [name, headers] of variants) {
      const result = await load(`${cms.url}/api/catalog/scans`, { headers });
      rows.push({
        benchmark: name,
        measured: `${round(result.requestsPerSecond, 0)} req/s, p99 ${result.p99Ms} ms${statuses(result)}`,
        baseline: `/_health ${round(baseline.requestsPerSecond, 0)} req/s${statuses(baseline)}`,
        ratio: String(round(result.requestsPerSecond / baseline.requestsPerSecond)),
        target: '≥ 0.8',
      });
    }
    const restList = await load(`${cms.url}/api/scans?pagination[pageSize]=100&populate[cover]=true`);
    rows.push({
      benchmark: 'GET /api/scans (Strapi default list, for reference)',
      measured: `${round(restList.requestsPerSecond, 0)} req/s, p99 ${restList.p99Ms} ms${statuses(restList)}`,
      baseline: `/_health ${round(baseline.requestsPerSecond, 0)} req/s${statuses(baseline)}`,
      ratio: String(round(restList.requestsPerSecond / baseline.requestsPerSecond)),
      target: '(reference)',
    });
    return rows;
  } finally {
    await cms.stop();
  }
}

if (require.main === module) printAlone(benchCatalog);
