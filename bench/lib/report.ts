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

export function printAlone(bench: () => Promise<BenchRow[]>): void {
  bench().then(
    (rows) => console.table(rows),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
