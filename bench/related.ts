/**
 * The time to choose an entry page's related items, on the demo library and at 10,500 scans, and the bytes they
 * add to the page's data (docs/decisions/184).
 */
import { performance } from 'node:perf_hooks';
import { entryPath, slugify, type Scan } from '@folio/core';
import { DEMO_SCANS, DESIGNERS } from '../cms/src/seed/demo-library';
import { relatedEntryCards } from '../frontend/app/features/catalog/related';
import { printAlone, type BenchRow } from './lib/report';
import { seededRandom, syntheticWords } from './lib/synthetic';

const SCALE = 10_500;
const RUNS = 1000;

function scanOf(id: number, title: string, designer: string, year: number | null): Scan {
  const slug = slugify(title);
  const rendition = (width: number) => ({
    url: `/uploads/${width}_${slug}_a1b2c3.webp`,
    width,
    height: Math.round(width * 1.375),
  });
  return {
    id: String(id),
    documentId: `d${id}`,
    title,
    yearPublished: year,
    designerOrBrand: designer,
    designerorbrand: { title: designer, slug: slugify(designer) },
    collectionsFeatured: '',
    path: entryPath('scans', slugify(designer), slug),
    coverImgSrc: `/uploads/${slug}.webp`,
    cover: {
      ...rendition(1200),
      alternativeText: `Cover of ${title}`,
      formats: { thumbnail: rendition(113), small: rendition(364), medium: rendition(545), large: rendition(727) },
    },
    updatedAt: '2025-01-01T00:00:00.000Z',
    description: '',
    pages: [],
  };
}

const demoLibrary = (): Scan[] => DEMO_SCANS.map((entry, i) => scanOf(i + 1, entry.title, entry.designer, entry.year));

function largeLibrary(): Scan[] {
  const random = seededRandom(184);
  const { pick, inventedWord } = syntheticWords(random);
  const designers = Array.from({ length: 700 }, (_, i) =>
    i < DESIGNERS.length ? DESIGNERS[i] : `${inventedWord()} ${inventedWord()} ${i}`,
  );
  return Array.from({ length: SCALE }, (_, i) => {
    const designer = pick(designers);
    const year = random() < 0.1 ? null : 1960 + Math.floor(random() * 61);
    const title =
      random() < 0.2
        ? `${designer} Journal Issue ${1 + Math.floor(random() * 40)}`
        : `${inventedWord()} ${inventedWord()} ${year ?? ''}`.trim();
    return scanOf(i + 1, title, designer, year);
  });
}

function timeRelated(entries: Scan[]): { medianMs: number; p95Ms: number } {
  const random = seededRandom(7);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const entry = entries[Math.floor(random() * entries.length)];
    const start = performance.now();
    relatedEntryCards(entry, entries);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Number(times[Math.floor(share * (times.length - 1))].toFixed(2));
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

export async function benchRelated(): Promise<BenchRow[]> {
  const demo = demoLibrary();
  const large = largeLibrary();
  const six = demo.find((entry) => entry.title === 'Six Issue 3')!;
  const bytes = Buffer.byteLength(JSON.stringify(relatedEntryCards(six, demo)));
  const rows: BenchRow[] = [];
  for (const [name, entries] of [
    [`demo library (${demo.length} scans)`, demo],
    [`${SCALE.toLocaleString('en')} scans`, large],
  ] as const) {
    const { medianMs, p95Ms } = timeRelated(entries);
    rows.push({
      benchmark: `related items of one entry page, ${name}`,
      measured: `median ${medianMs} ms, p95 ${p95Ms} ms (${RUNS} random entries)`,
      baseline: '-',
      ratio: '-',
      target: 'once per rendered page; ≤ 50 ms at scale',
    });
  }
  rows.push({
    benchmark: 'bytes of related items in the page data (Six Issue 3, demo library)',
    measured: `${bytes.toLocaleString('en')} B of JSON before compression`,
    baseline: '-',
    ratio: '-',
    target: '-',
  });
  return rows;
}

if (require.main === module) printAlone(benchRelated);
