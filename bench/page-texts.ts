/**
 * The CMS's page-text index, its queries and SQLite statements at 168,000 pages, and the dropdown's bytes against
 * the demo library's (docs/decisions/170, 172, 175). `--expose-gc` is needed only for the heap figure.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import compression from 'compression';
import express from 'express';
import {
  DEMO_ARCHIVES,
  DEMO_SCANS,
  DESIGNERS,
  PRINTED_ENTRIES,
  SHARED_PAGES_ENTRY,
  type DemoEntry,
} from '../cms/src/seed/demo-library';
import { printedPageText } from '../cms/src/seed/page-text';
import { demoPage, layoutPage } from '../cms/src/seed/printing';
import { DROPDOWN_PAGE_HITS, pageTextSearchPath } from '../frontend/app/features/search/api/pageTextSearch';
import { pageSnippet } from '../packages/core/src/page-text/match';
import {
  libraryPageWords,
  PageTextLibraryIndex,
  type LibraryEntryPages,
} from '../packages/core/src/page-text/library-index';
import { searchWords } from '../packages/core/src/search/normalise';
import { round } from './lib/load';
import { printAlone, type BenchRow } from './lib/report';
import { seededRandom, syntheticWords } from './lib/synthetic';

const SCANS = 10_500;
const SCAN_PAGES = 12;
const ARCHIVES = 10_500;
const ARCHIVE_IMAGES = 4;
const WORDS_PER_PAGE = 120;
const ROUNDS = 10;
const LIMIT = 10;

/** What visitors type into the dropdown: names, fabrics, prices, half-typed words, several words, misses. */
const QUERIES = [
  'g',
  'ga',
  'garc',
  'comme des garçons',
  'yohji',
  'margiela tabi',
  'wool',
  'gabardine',
  'cashmere coat',
  '48,000',
  '¥ 12',
  'spring/summer 1994',
  'pleats please',
  'order form',
  'xyzzy',
  'séance de travail',
];

function syntheticLibrary() {
  const random = seededRandom(25);
  const { pick, inventedWord: invented } = syntheticWords(random);
  const printed = [
    'Wool',
    'Gabardine',
    'Cashmere',
    'Coat',
    'Jacket',
    'Order',
    'Form',
    'Price',
    'Spring/Summer',
    'Autumn/Winter',
    'Pleats',
    'Please',
    'Tabi',
    'Séance',
    'de',
    'travail',
    'Collection',
  ];
  // Zipf-like use: a few words on every page, most rare, as in printed catalogues; OCR adds noise words.
  const vocabulary = [
    ...['the', 'and', 'of', 'a', 'in', '—', '¥'],
    ...printed,
    ...DESIGNERS.flatMap((name) => name.split(' ')),
    ...Array.from({ length: 40_000 }, invented),
  ];
  const word = () => {
    const r = random();
    if (r < 0.06) return `${Math.floor(random() * 90 + 10)},${Math.floor(random() * 10)}00`;
    return vocabulary[Math.floor(vocabulary.length * Math.pow(random(), 3))];
  };
  const pageText = () => {
    const lines: string[] = [];
    for (let n = 0; n < WORDS_PER_PAGE; n += 8) lines.push(Array.from({ length: 8 }, word).join(' '));
    return lines.join('\n');
  };
  const texts: { fileId: number; text: string }[] = [];
  const entries: LibraryEntryPages[] = [];
  const add = (kind: 'scans' | 'archives', count: number, pages: number) => {
    for (let i = 0; i < count; i++) {
      const files: number[] = [];
      for (let p = 0; p < pages; p++) {
        const fileId = texts.length + 1;
        texts.push({ fileId, text: pageText() });
        files.push(fileId);
      }
      const documentId = `${kind[0]}${String(i).padStart(23, '0')}`;
      entries.push({ kind, documentId, title: `${pick(DESIGNERS)} ${pick(printed)} ${1980 + (i % 40)}`, files });
    }
  };
  add('scans', SCANS, SCAN_PAGES);
  add('archives', ARCHIVES, ARCHIVE_IMAGES);
  return { entries, texts };
}

type LibraryText = { fileId: number; text: string };

function demoLibrary() {
  const texts: LibraryText[] = [];
  const page = (entry: DemoEntry, kind: 'scan' | 'archive', pageNumber: number) => {
    const fileId = texts.length + 1;
    texts.push({ fileId, text: printedPageText(layoutPage(demoPage(entry, kind, pageNumber))).text });
    return fileId;
  };
  const pool = Array.from({ length: SHARED_PAGES_ENTRY.pageCount }, (_, i) => page(SHARED_PAGES_ENTRY, 'scan', i + 1));
  const entries: LibraryEntryPages[] = [];
  const add = (kind: 'scans' | 'archives', list: DemoEntry[]) =>
    list.forEach((entry, i) => {
      const files = pool.slice(0, entry.pageCount);
      if (PRINTED_ENTRIES.includes(entry.title)) files[0] = page(entry, kind === 'scans' ? 'scan' : 'archive', 1);
      // Strapi's document IDs are 24 characters, as these.
      entries.push({ kind, documentId: `${kind[0]}${String(i).padStart(23, '0')}`, title: entry.title, files });
    });
  add('scans', DEMO_SCANS);
  add('archives', DEMO_ARCHIVES);
  return { entries, texts };
}

/** What GET /api/page-texts/search answers (cms/src/plugins/ocr): each hit's kind, entry, page and snippet. */
function libraryAnswer(index: PageTextLibraryIndex, textOf: Map<number, string>, q: string, limit: number) {
  const words = searchWords(q);
  const looked = libraryPageWords(words);
  const data = index.search(words, limit).hits.flatMap(({ kind, documentId, page, fileId }) => {
    const snippet = pageSnippet(looked, textOf.get(fileId) ?? '');
    return snippet === null ? [] : [{ kind, documentId, page, snippet }];
  });
  return JSON.stringify({ data });
}

// The site's compression (frontend/server/app.ts, record 175) in front, so the bytes are those a visitor receives.
async function servedSizes(index: PageTextLibraryIndex, textOf: Map<number, string>, queries: string[]) {
  const app = express();
  app.use(compression());
  app.get('/api/page-texts/search', (req, res) => {
    const json = libraryAnswer(index, textOf, String(req.query.q), Number(req.query.limit));
    res.type('application/json').set('Cache-Control', 'public, max-age=0, must-revalidate').send(json);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const transferred = (path: string, acceptEncoding: string) =>
    new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }));
        })
        .on('error', reject);
    });
  try {
    const sizes = [];
    for (const q of queries) {
      // The dropdown asks with the query's handled words (frontend/app/features/search/hooks/usePageHitOptions.ts).
      const path = pageTextSearchPath(searchWords(q).join(' '), DROPDOWN_PAGE_HITS);
      const raw = await transferred(path, 'identity');
      const gzip = await transferred(path, 'gzip, deflate');
      const chromium = await transferred(path, 'gzip, deflate, br, zstd');
      sizes.push({ q, path, total: index.search(searchWords(q), 1).total, raw: raw.bytes, gzip, chromium });
    }
    return sizes;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const entriesText = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** What this bench uses of better-sqlite3 (installed in the CMS only). */
interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): { run(...values: unknown[]): unknown; get(): unknown; all(...values: unknown[]): unknown[] };
  transaction(run: () => void): () => void;
  close(): void;
}

function sqliteFigures(texts: { fileId: number; text: string }[], hitFiles: number[][]) {
  const requireFromCms = createRequire(path.join(__dirname, '..', 'cms', 'package.json'));
  const Database = requireFromCms('better-sqlite3') as new (file: string) => SqliteDatabase;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-page-texts-bench-'));
  const db = new Database(path.join(dir, 'data.db'));
  try {
    db.exec(`CREATE TABLE folio_page_texts (file_id integer PRIMARY KEY, status varchar(16) NOT NULL,
      source varchar(16) NOT NULL, text text NOT NULL, words text NOT NULL, confidence float, error text,
      file_updated_at varchar(64), updated_at bigint NOT NULL)`);
    const insert = db.prepare("INSERT INTO folio_page_texts VALUES (?, 'done', 'ocr', ?, '[]', 90, NULL, NULL, ?)");
    db.transaction(() => texts.forEach(({ fileId, text }) => insert.run(fileId, text, Date.now())))();
    // As the migration of Folio's tables makes it (cms/database/migrations).
    db.exec('CREATE INDEX IF NOT EXISTS folio_page_texts_updated_at ON folio_page_texts (updated_at)');
    const time = (run: () => unknown, rounds: number) => {
      const samples: number[] = [];
      for (let r = 0; r < rounds; r++) {
        const start = performance.now();
        run();
        samples.push(performance.now() - start);
      }
      return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
    };
    const version = db.prepare('SELECT max(updated_at) AS latest, count(*) AS n FROM folio_page_texts');
    const all = db.prepare("SELECT file_id, text FROM folio_page_texts WHERE status = 'done'");
    const versionMs = time(() => version.get(), 20);
    const loadMs = time(() => all.all(), 3);
    const snippetsMs =
      time(() => {
        for (const files of hitFiles) {
          db.prepare(
            `SELECT file_id, status, text FROM folio_page_texts WHERE file_id IN (${files.map(() => '?').join(',')})`,
          ).all(...files);
        }
      }, 5) / hitFiles.length;
    return { versionMs, loadMs, snippetsMs };
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// The baseline is "York" on the demo library, the word e2e/search-inside.e2e.test.ts measures.
async function dropdownBytes(index: PageTextLibraryIndex, textOf: Map<number, string>, onePage: string) {
  const rarest = [...new Set(onePage.split(/\s+/).flatMap((word) => searchWords(word)))]
    .filter((word) => word.length >= 3 && !/\d/.test(word))
    .map((word) => ({ word, total: index.search([word], 1).total }))
    .sort((a, b) => a.total - b.total);
  const queries = [
    { q: 'wool', label: 'common word' },
    { q: rarest[0].word, label: 'rare word' },
    { q: `${rarest[0].word} ${rarest[1].word}`, label: 'two rare words of one page' },
    { q: 'xyzzy', label: 'no hit' },
  ];
  const scale = (
    await servedSizes(
      index,
      textOf,
      queries.map(({ q }) => q),
    )
  ).map((size, i) => ({
    ...size,
    label: queries[i].label,
    library: 'at scale',
  }));
  const { entries, texts } = demoLibrary();
  const demoIndex = await PageTextLibraryIndex.build(entries, texts, async () => {});
  const demoTextOf = new Map(texts.map(({ fileId, text }) => [fileId, text]));
  const demo = (await servedSizes(demoIndex, demoTextOf, ['York'])).map((size) => ({
    ...size,
    label: 'the journey’s word',
    library: 'demo library',
  }));
  return { scale, demo };
}

export async function benchPageTexts(): Promise<BenchRow[]> {
  const { entries, texts } = syntheticLibrary();
  const textOf = new Map(texts.map(({ fileId, text }) => [fileId, text]));
  global.gc?.();
  const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const heapBefore = memory();
  // Built as the CMS builds it: a shard at a time, other work running between shards.
  let longestStepMs = 0;
  let stepStart = performance.now();
  const buildStart = stepStart;
  const index = await PageTextLibraryIndex.build(entries, texts, async () => {
    const now = performance.now();
    longestStepMs = Math.max(longestStepMs, now - stepStart);
    await new Promise((resolve) => setImmediate(resolve));
    stepStart = performance.now();
  });
  longestStepMs = Math.max(longestStepMs, performance.now() - stepStart);
  const buildMs = performance.now() - buildStart;
  global.gc?.();
  const heapMb = (memory() - heapBefore) / 2 ** 20;

  const query = (q: string) => {
    const words = searchWords(q);
    const { hits, total } = index.search(words, LIMIT);
    const looked = libraryPageWords(words);
    return { total, hits: hits.map((hit) => ({ ...hit, snippet: pageSnippet(looked, textOf.get(hit.fileId) ?? '') })) };
  };
  QUERIES.forEach(query); // warm up the JIT
  const samples: number[] = [];
  const totals = new Map<string, string>();
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUERIES) {
      const start = performance.now();
      const found = query(q);
      const ms = performance.now() - start;
      samples.push(ms);
      if (r === ROUNDS - 1) totals.set(q, `${found.total} (${round(ms, 1)} ms)`);
    }
  }
  samples.sort((a, b) => a - b);
  const median = percentile(samples, 0.5);
  const p95 = percentile(samples, 0.95);
  const worst = samples[samples.length - 1];
  const hitFiles = QUERIES.map((q) => index.search(searchWords(q), LIMIT).hits.map((hit) => hit.fileId)).filter(
    (files) => files.length > 0,
  );
  const sql = sqliteFigures(texts, hitFiles);
  const dropdown = await dropdownBytes(index, textOf, texts[0].text);

  console.log(
    `[page-texts] ${entries.length} entries, ${index.pageCount} pages: index built in ${round(buildMs, 0)} ms (longest step ${round(longestStepMs, 0)} ms), heap +${round(heapMb, 0)} MB`,
  );
  console.log(`[page-texts] matching entries per query: ${[...totals].map(([q, n]) => `${q}=${n}`).join(', ')}`);
  console.log(
    `[page-texts] query + snippets: median ${round(median, 2)} ms, p95 ${round(p95, 2)} ms, max ${round(worst, 2)} ms`,
  );
  console.log(
    `[page-texts] SQLite: version check ${round(sql.versionMs, 1)} ms, texts for a rebuild ${round(sql.loadMs, 0)} ms, snippets' texts ${round(sql.snippetsMs, 2)} ms per query`,
  );
  for (const size of [...dropdown.demo, ...dropdown.scale]) {
    console.log(
      `[page-texts] dropdown ${size.library}: ${size.path} (${entriesText(size.total)} match): ${size.raw} B JSON; gzip-only client ${size.gzip.bytes} B (${size.gzip.encoding}); Chromium ${size.chromium.bytes} B (${size.chromium.encoding})`,
    );
  }
  const [demo] = dropdown.demo;
  const largest = Math.max(...dropdown.scale.map((size) => size.gzip.bytes));
  const largestRaw = Math.max(...dropdown.scale.map((size) => size.raw));
  return [
    {
      benchmark: `Page-text library search (${entries.length} entries, ${index.pageCount} pages × ${WORDS_PER_PAGE} words, ${QUERIES.length} queries, limit ${LIMIT})`,
      measured: `median ${round(median, 2)} ms, p95 ${round(p95, 2)} ms, max ${round(worst, 1)} ms`,
      baseline: '',
      ratio: '',
      target: 'query < 50 ms',
    },
    {
      benchmark: 'Page-text library index build (once per version of the texts)',
      measured: `${round(buildMs, 0)} ms (longest step ${round(longestStepMs, 0)} ms), heap +${round(heapMb, 0)} MB; SQLite texts read ${round(sql.loadMs, 0)} ms`,
      baseline: '',
      ratio: '',
      target: '',
    },
    {
      benchmark: 'Page-text SQLite statements per query (version check at most once a second; snippets’ texts)',
      measured: `version ${round(sql.versionMs, 1)} ms; texts ${round(sql.snippetsMs, 2)} ms`,
      baseline: '',
      ratio: '',
      target: '',
    },
    {
      benchmark: `Search dropdown's page-text request at ${entries.length} entries (\`${dropdown.scale[0].path.replace(/q=[^&]*/, 'q=…')}\` through the site's compression), bytes of the answer: gzip as served (raw JSON)`,
      measured: `${dropdown.scale
        .map((size) => `“${size.q}” (${size.label}, ${entriesText(size.total)}) ${size.gzip.bytes} B (${size.raw} B)`)
        .join('; ')}; brotli (Chromium) at most ${Math.max(...dropdown.scale.map((size) => size.chromium.bytes))} B`,
      baseline: `demo library, “${demo.q}” (${entriesText(demo.total)}): ${demo.gzip.bytes} B (${demo.raw} B), sent as is`,
      ratio: `largest ${round(largest / demo.gzip.bytes, 1)}× gzip (${round(largestRaw / demo.raw, 1)}× raw)`,
      target: 'bounded by the limit, whatever the library’s size',
    },
  ];
}

if (require.main === module) printAlone(benchPageTexts);
