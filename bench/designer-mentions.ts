/**
 * Designer names recognised in every article and in one, on the demo library and at 21,000 entries (record 183).
 */
import { performance } from 'node:perf_hooks';
import { entryPath, slugify, type ArchiveEntry, type Article, type Scan } from '@folio/core';
import { DEMO_ARTICLES } from '../cms/src/seed/demo-articles';
import { DEMO_ARCHIVES, DEMO_SCANS, DESIGNERS } from '../cms/src/seed/demo-library';
import { articleDesignerLinks, articlesByDesigner, designerDirectory } from '../frontend/app/lib/content/designers';
import { printAlone, type BenchRow } from './lib/report';
import { seededRandom, syntheticWords } from './lib/synthetic';

const SCALE_ENTRIES = 21_000;
const SCALE_DESIGNERS = 1_400;
const SCALE_ARTICLES = 1_000;
const BLOCKS_PER_ARTICLE = 30;
const RUNS = 5;

function entry(kind: 'scans' | 'archives', id: number, title: string, designer: string): Scan & ArchiveEntry {
  const slug = slugify(designer);
  return {
    id: String(id),
    documentId: `d${id}`,
    title,
    yearPublished: null,
    designerOrBrand: designer,
    designerorbrand: { title: designer, slug },
    collectionsFeatured: '',
    path: entryPath(kind, slug, slugify(title)),
    coverImgSrc: '',
    cover: null,
    updatedAt: '2025-01-01T00:00:00.000Z',
    description: '',
    pages: [],
    images: [],
  };
}

function article(id: number, title: string, blocks: string[], extra: Partial<Article> = {}): Article {
  return {
    id: String(id),
    documentId: `a${id}`,
    slug: slugify(title),
    title,
    description: '',
    blocks,
    category: 'Spotlight',
    published_at: '2025-01-01T00:00:00.000Z',
    author: 'Folio',
    img: '',
    cover: null,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

interface Library {
  scans: Scan[];
  archives: ArchiveEntry[];
  articles: Article[];
}

function demoLibrary(): Library {
  return {
    scans: DEMO_SCANS.map((demo, i) => entry('scans', i, demo.title, demo.designer)),
    archives: DEMO_ARCHIVES.map((demo, i) => entry('archives', 1000 + i, demo.title, demo.designer)),
    articles: DEMO_ARTICLES.map(({ title, description, blocks }, i) => article(i, title, blocks, { description })),
  };
}

function largeLibrary(): Library {
  const random = seededRandom(183);
  const { pick, inventedWord } = syntheticWords(random);
  const designers = Array.from({ length: SCALE_DESIGNERS }, (_, i) =>
    i < DESIGNERS.length
      ? DESIGNERS[i]
      : Array.from({ length: 2 + Math.floor(random() * 2) }, () => inventedWord())
          .join(' ')
          .replace(/^./, (first) => first.toUpperCase()),
  );
  const entries = Array.from({ length: SCALE_ENTRIES }, (_, i) =>
    entry(i % 2 ? 'archives' : 'scans', i, `${inventedWord()} ${inventedWord()} ${i}`, pick(designers)),
  );
  const sentence = () =>
    Array.from({ length: 30 }, () => (random() < 0.02 ? pick(designers) : inventedWord())).join(' ') + '.';
  const articles = Array.from({ length: SCALE_ARTICLES }, (_, i) =>
    article(
      i,
      `${inventedWord()} ${i}`,
      Array.from({ length: BLOCKS_PER_ARTICLE }, () => sentence()),
    ),
  );
  return {
    scans: entries.filter((_, i) => i % 2 === 0),
    archives: entries.filter((_, i) => i % 2 === 1) as ArchiveEntry[],
    articles,
  };
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/** Fresh arrays each run, so nothing is answered from the memo of the run before. */
function time(library: Library) {
  const indexTimes: number[] = [];
  const pageTimes: number[] = [];
  let mentions = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const scans = [...library.scans];
    const archives = [...library.archives];
    const articles = [...library.articles];
    let start = performance.now();
    const directory = designerDirectory(scans, archives);
    const index = articlesByDesigner(articles, directory);
    indexTimes.push(performance.now() - start);
    mentions = [...index.values()].reduce((sum, list) => sum + list.length, 0);
    start = performance.now();
    articleDesignerLinks(articles[run % articles.length], directory);
    pageTimes.push(performance.now() - start);
  }
  return { indexMs: median(indexTimes), pageMs: median(pageTimes), mentions };
}

export async function benchDesignerMentions(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [name, library] of [
    ['demo library', demoLibrary()],
    [
      `${SCALE_ENTRIES.toLocaleString('en')} entries, ${SCALE_DESIGNERS.toLocaleString('en')} designers`,
      largeLibrary(),
    ],
  ] as const) {
    const { indexMs, pageMs, mentions } = time(library);
    const characters = library.articles.reduce((sum, item) => sum + item.blocks.join('').length, 0);
    rows.push({
      benchmark: `designers recognised in every article, ${name} (${library.articles.length} articles, ${characters.toLocaleString('en')} characters)`,
      measured: `${indexMs.toFixed(1)} ms, ${mentions} article-designer mentions (median of ${RUNS})`,
      baseline: '-',
      ratio: '-',
      target: 'once per content change; ≤ 1 s at scale',
    });
    rows.push({
      benchmark: `designers recognised in one article, ${name}`,
      measured: `${pageMs.toFixed(2)} ms (median of ${RUNS})`,
      baseline: '-',
      ratio: '-',
      target: 'once per rendered article page',
    });
  }
  return rows;
}

if (require.main === module) printAlone(benchDesignerMentions);
