/** One row of the `npm run bench` report. */
export interface BenchRow {
  benchmark: string;
  measured: string;
  baseline: string;
  ratio: string;
  target: string;
}

export function markdownTable(rows: BenchRow[]): string {
  const header = '| Benchmark | Measured | Baseline (same run) | Ratio | Target |\n|---|---|---|---|---|';
  return [
    header,
    ...rows.map((r) => `| ${r.benchmark} | ${r.measured} | ${r.baseline} | ${r.ratio} | ${r.target} |`),
  ].join('\n');
}
