// Each figure is compared with a baseline measured in the same run, because these machines are noisy.
import fs from 'node:fs';
import path from 'node:path';
import { benchCatalog } from './catalog';
import { benchSearch } from './search';
import { benchSearchFirstAnswer } from './search-first-answer';
import { benchContactState } from './contact-state';
import { benchSite } from './site';
import { benchOverload } from './overload';
import { benchBundle } from './bundle';
import { benchLighthouse } from './lighthouse';
import { benchMainThread } from './mainthread';
import { benchPdfIngest } from './pdf-ingest';
import { benchIiifTiles } from './iiif-tiles';
import { benchIiifImage } from './iiif-image';
import { benchPageTexts } from './page-texts';
import { benchOcr } from './ocr';
import { benchSharedCache } from './shared-cache';
import { markdownTable, type BenchRow } from './lib/report';

type Bench = [name: string, run: () => Promise<BenchRow[]>];

const BENCHES: Bench[] = [
  ['catalog', benchCatalog],
  ['search', benchSearch],
  ['search-first-answer', benchSearchFirstAnswer],
  ['contact-state', benchContactState],
  ['site', benchSite],
  ['bundle', benchBundle],
  ['lighthouse', benchLighthouse],
  ['mainthread', benchMainThread],
  ['overload', benchOverload],
  ['pdf-ingest', benchPdfIngest],
  ['iiif-tiles', benchIiifTiles],
  ['iiif-image', benchIiifImage],
  ['page-texts', benchPageTexts],
  ['ocr', benchOcr],
  ['shared-cache', benchSharedCache],
];

async function main() {
  const only = process.argv.slice(2);
  const rows: BenchRow[] = [];
  for (const [name, run] of BENCHES) {
    if (only.length && !only.includes(name)) continue;
    console.log(`[bench] ${name}…`);
    try {
      rows.push(...(await run()));
    } catch (error) {
      rows.push({
        benchmark: name,
        measured: `failed: ${(error as Error).message}`,
        baseline: '',
        ratio: '',
        target: '',
      });
    }
  }
  const table = markdownTable(rows);
  const dir = path.join(__dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.md'), `# Folio benchmarks (${new Date().toISOString()})\n\n${table}\n`);
  console.log(`\n${table}\n\nWritten to bench/results/latest.md`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
