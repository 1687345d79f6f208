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

/** Runs one bench started by itself (`npx tsx bench/<name>.ts`): its rows as a table, or its error and a failing exit. */
export function printAlone(bench: () => Promise<BenchRow[]>): void {
  bench().then(
    (rows) => console.table(rows),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
