/**
 * Site search over a synthetic catalog (20,000 entries, 1,000 long articles): the indexed engine against the rules
 * read literally, same queries, same run; its targets are in record 185.
 */
import { performance } from 'node:perf_hooks';
import { DESIGNERS } from '../cms/src/seed/demo-library';
import { SEARCH_RESULTS_PER_CATEGORY } from '../packages/core/src/constants';
import { SearchIndex, type SearchCatalog, type SearchResults } from '../packages/core/src/search/engine';
import { naiveSearch } from '../packages/core/src/search/naive-search';
import { round } from './lib/load';
import { printAlone, type BenchRow } from './lib/report';
import { seededRandom, syntheticWords } from './lib/synthetic';

const SCAN_COUNT = 10_000;
const ARCHIVE_COUNT = 10_000;
const ARTICLE_COUNT = 1_000;
const WORDS_PER_ARTICLE = 2_500;
const INDEXED_ROUNDS = 30;
const NAIVE_ROUNDS = 1;

const QUERIES = [
  'g',
  'ga',
  'garc',
  'garcons',
  'comme des garçons',
  'a.p.c',
  'apc',
  'six issue 10',
  'issue 2',
  'yohji',
  'yamamoto catalogue',
  'autumn/winter 1994',
  'séance',
  'undercover@parco',
  'margiela artisanal',
  'helmut lang invitations',
  'spring summer',
  'catalogue 1998',
  'pleats please',
  'lookbook',
  'xyzzy',
  'tabi boots',
];

function syntheticCatalog(): SearchCatalog {
  const random = seededRandom(2024);
  const { pick, inventedWord } = syntheticWords(random);
  // The seed's designers, then invented ones, so the catalog has real names and many rare ones.
  const designers = [...DESIGNERS, ...Array.from({ length: 400 }, () => `${inventedWord()} ${inventedWord()}`)];
  const seasons = ['Spring/Summer', 'Autumn/Winter', 'Resort', 'Pre-Fall'];
  const kinds = ['Catalogue', 'Lookbook', 'Invitations', 'Press Kit', 'Six Issue', 'Magazine No.', 'Poster'];
  const year = () => 1980 + Math.floor(random() * 40);
  const entry = (i: number) => {
    const designerOrBrand = pick(designers);
    const title =
      i % 3 === 0
        ? `${designerOrBrand} ${pick(kinds)} ${pick(seasons)} ${year()}`
        : `${pick(kinds)} ${1 + (i % 40)}: ${inventedWord()} @ ${inventedWord()} (${year()})`;
    return { title, designerOrBrand };
  };
  // Zipf-like word use: a few words are everywhere, most are rare, as in real prose.
  const vocabulary = Array.from({ length: 30_000 }, inventedWord).concat([
    'the',
    'and',
    'of',
    'a',
    'in',
    'catalogue',
    'collection',
    'pleats',
    'tabi',
    'archive',
    'paper',
  ]);
  const proseWord = () => vocabulary[Math.floor(vocabulary.length * Math.pow(random(), 3))];
  const sentence = (length: number) => Array.from({ length }, proseWord).join(' ');
  const articles = Array.from({ length: ARTICLE_COUNT }, (_, i) => ({
    title: `${pick(['Interview', 'Spotlight', 'Deep Dive', 'Exclusive'])}: ${sentence(4)}, Part ${1 + (i % 3)}`,
    description: sentence(25),
    blocks: Array.from({ length: WORDS_PER_ARTICLE / 50 }, (_, b) =>
      b % 5 === 0
        ? `## ${sentence(3)}`
        : `**${sentence(8)}?**\\n${sentence(30)} [${pick(designers)}](/scans/${inventedWord()}) ${sentence(8)}.`,
    ),
  }));
  return {
    scans: Array.from({ length: SCAN_COUNT }, (_, i) => entry(i)),
    archives: Array.from({ length: ARCHIVE_COUNT }, (_, i) => entry(i + 1)),
    articles,
  };
}

interface Timing {
  medianMs: number;
  queriesPerSecond: number;
  results: SearchResults[];
}

function timeQueries(rounds: number, run: (query: string) => SearchResults): Timing {
  const samples: number[] = [];
  let results: SearchResults[] = [];
  for (let r = 0; r < rounds; r++) {
    results = QUERIES.map((query) => {
      const start = performance.now();
      const found = run(query);
      samples.push(performance.now() - start);
      return found;
    });
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((sum, ms) => sum + ms, 0);
  return {
    medianMs: sorted[Math.floor(sorted.length / 2)],
    queriesPerSecond: (samples.length / total) * 1000,
    results,
  };
}

export async function benchSearch(): Promise<BenchRow[]> {
  const catalog = syntheticCatalog();
  const options = { limit: SEARCH_RESULTS_PER_CATEGORY };

  const buildStart = performance.now();
  const index = new SearchIndex(catalog);
  const buildMs = performance.now() - buildStart;

  timeQueries(1, (query) => index.search(query, options)); // warm up the JIT
  const indexed = timeQueries(INDEXED_ROUNDS, (query) => index.search(query, options));
  const naive = timeQueries(NAIVE_ROUNDS, (query) => naiveSearch(catalog, query, options));
  const sameResults = JSON.stringify(indexed.results) === JSON.stringify(naive.results);
  const ratio = naive.medianMs / indexed.medianMs;

  console.log(
    `[search] index built in ${round(buildMs, 0)} ms; results identical to naive: ${sameResults ? 'yes' : 'NO'}`,
  );
  console.log(`[search] median query time: ${round(indexed.medianMs, 3)} ms (naive ${round(naive.medianMs, 1)} ms)`);
  console.log(`[search] speed ratio (naive median / indexed median): ${round(ratio, 1)}x`);
  return [
    {
      benchmark: `Search, dropdown query (${QUERIES.length} queries, 10k scans + 10k archives + 1k long articles)`,
      measured: `median ${round(indexed.medianMs, 3)} ms, ${round(indexed.queriesPerSecond, 0)} queries/s`,
      baseline: `naive: median ${round(naive.medianMs, 1)} ms, ${round(naive.queriesPerSecond, 1)} queries/s`,
      ratio: `${round(ratio, 1)}x${sameResults ? '' : ' (RESULTS DIFFER)'}`,
      target: 'median < 2 ms, ≥ 10x',
    },
    {
      benchmark: 'Search, index build (once per catalog version)',
      measured: `${round(buildMs, 0)} ms`,
      baseline: '',
      ratio: '',
      target: '',
    },
  ];
}

if (require.main === module) printAlone(benchSearch);
