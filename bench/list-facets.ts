/**
 * The time to narrow the scans list and count its facets, and the bytes they add, on the demo library and at
 * 10,500 scans (docs/decisions/182).
 */
import { performance } from 'node:perf_hooks';
import { facetList, slugify, type Scan } from '@folio/core';
import { DEMO_SCANS, DESIGNERS } from '../cms/src/seed/demo-library';
import { CATALOG_FACETS } from '../frontend/app/features/catalog/facets';
import { printAlone, type BenchRow } from './lib/report';
import { seededRandom, syntheticWords } from './lib/synthetic';

const SCALE = 10_500;
const RUNS = 50;

/** What the facets read of a scan; the rest of the entry does not change their cost. */
const scanOf = (designer: string, year: number | null) =>
  ({ yearPublished: year, designerorbrand: { title: designer, slug: slugify(designer) } }) as Scan;

function largeLibrary(): Scan[] {
  const random = seededRandom(182);
  const { pick, inventedWord } = syntheticWords(random);
  const designers = Array.from({ length: 700 }, (_, i) =>
    i < DESIGNERS.length ? DESIGNERS[i] : `${inventedWord()} ${inventedWord()} ${i}`,
  );
  return Array.from({ length: SCALE }, () =>
    scanOf(pick(designers), random() < 0.1 ? null : 1960 + Math.floor(random() * 61)),
  );
}

const QUERIES = ['', 'decade=1990', 'decade=1990&year=1994&designer=comme-des-garçons'];

export async function benchListFacets(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [name, entries] of [
    [`demo library (${DEMO_SCANS.length} scans)`, DEMO_SCANS.map((entry) => scanOf(entry.designer, entry.year))],
    [`${SCALE.toLocaleString('en')} scans, 700 designers`, largeLibrary()],
  ] as const) {
    for (const query of QUERIES) {
      const params = new URLSearchParams(query);
      const { groups } = facetList(CATALOG_FACETS, entries, params);
      const start = performance.now();
      for (let run = 0; run < RUNS; run += 1) facetList(CATALOG_FACETS, entries, params);
      const ms = (performance.now() - start) / RUNS;
      rows.push({
        benchmark: `scans list facets, ${name}, /scans${query ? `?${query}` : ''}`,
        measured: `${ms.toFixed(2)} ms to narrow and count; ${Buffer.byteLength(JSON.stringify(groups)).toLocaleString('en')} B of facet JSON`,
        baseline: '-',
        ratio: '-',
        target: 'once per rendered list URL; ≤ 50 ms at scale',
      });
    }
  }
  return rows;
}

if (require.main === module) printAlone(benchListFacets);
