import { searchWords } from '../search/normalise.js';
import { PageTextLibraryIndex, type LibraryEntryPages } from './library-index.js';

const entries: LibraryEntryPages[] = [
  { kind: 'scans', documentId: 'scan-b', title: 'Catalogue 10', files: [1, 2, 3] },
  { kind: 'scans', documentId: 'scan-a', title: 'Catalogue 2', files: [4, 3] },
  { kind: 'archives', documentId: 'arch-a', title: 'Archive', files: [5, 6] },
];
const texts = [
  { fileId: 1, text: 'Cover' },
  { fileId: 2, text: 'Tabi boots, Maison Martin Margiela' },
  { fileId: 3, text: 'Price list: tabi ¥ 48,000' },
  { fileId: 4, text: 'Pleats Please' },
  { fileId: 5, text: 'TABI TABI TABI boots boots' },
  { fileId: 6, text: 'Tabi' },
  // A file no published entry uses is not searchable.
  { fileId: 99, text: 'tabi tabi tabi tabi tabi tabi tabi' },
];
const index = new PageTextLibraryIndex(entries, texts);
const search = (query: string, limit = 10) => index.search(searchWords(query), limit);

it('finds each entry once, on its first page where every query word occurs', () => {
  const { hits, total } = search('tabi');
  expect(total).toBe(3);
  expect(hits.map((hit) => `${hit.documentId}:${hit.page}:${hit.fileId}`).sort()).toEqual([
    'arch-a:1:5',
    'scan-a:2:3',
    'scan-b:2:2',
  ]);
});

it('needs every word on the same page', () => {
  expect(search('tabi boots').hits.map((hit) => `${hit.documentId}:${hit.page}`)).toEqual(['arch-a:1', 'scan-b:2']);
  // "pleats" is on scan-a's page 1, "tabi" on its page 2: no single page has both.
  expect(search('pleats tabi').hits).toEqual([]);
  expect(search('maison margiela 48000').hits).toEqual([]);
});

it('ranks by occurrences on the matching pages, then in title order, and limits', () => {
  // arch-a: 3 + 1; scan-b: 1 + 1; scan-a: 1 (its page 2 is file 3).
  expect(search('tabi').hits.map((hit) => hit.documentId)).toEqual(['arch-a', 'scan-b', 'scan-a']);
  // One occurrence each: "Catalogue 2" before "Catalogue 10" (natural order).
  expect(search('48000').hits.map((hit) => hit.documentId)).toEqual(['scan-a', 'scan-b']);
  expect(search('tabi', 1)).toEqual({ hits: [expect.objectContaining({ documentId: 'arch-a' })], total: 3 });
});

it('gives the same answers on repeated and interleaved queries (its scratch space is reset)', () => {
  const first = search('tabi boots');
  search('pleats');
  search('tabi xyzzy');
  expect(search('tabi boots')).toEqual(first);
  expect(search('')).toEqual({ hits: [], total: 0 });
  expect(index.pageCount).toBe(6);
});

it('answers the same from shards of a few pages, built with pauses between them', async () => {
  let pauses = 0;
  const sharded = await PageTextLibraryIndex.build(
    entries,
    texts,
    async () => {
      pauses++;
    },
    2,
  );
  expect(pauses).toBeGreaterThanOrEqual(3);
  for (const query of ['tabi', 'tabi boots', '48000', 'pleats', 'xyzzy']) {
    expect(sharded.search(searchWords(query), 10)).toEqual(search(query));
  }
});

it('looks only for words of three characters or more, and finds nothing without one', () => {
  expect(search('ta')).toEqual({ hits: [], total: 0 });
  expect(search('tabi a of').hits.map((hit) => hit.documentId)).toEqual(
    search('tabi').hits.map((hit) => hit.documentId),
  );
});

it('lists an entry’s matching pages in page order, as many as asked, and counts them all', () => {
  const entry = new PageTextLibraryIndex(
    [{ kind: 'scans', documentId: 'many', title: 'Many', files: [7, 8, 9, 10] }],
    [
      { fileId: 7, text: 'gabardine' },
      { fileId: 8, text: 'wool' },
      { fileId: 9, text: 'gabardine coat' },
      { fileId: 10, text: 'Gabardine trench' },
    ],
  );
  const [hit] = entry.search(searchWords('gabardine'), 5, 2).hits;
  expect(hit).toEqual({
    kind: 'scans',
    documentId: 'many',
    page: 1,
    fileId: 7,
    pages: [
      { page: 1, fileId: 7 },
      { page: 3, fileId: 9 },
    ],
    pagesFound: 3,
  });
  expect(entry.search(searchWords('gabardine'), 5).hits[0].pages).toEqual([{ page: 1, fileId: 7 }]);
  expect(entry.search(searchWords('gabardine'), 5, 10).hits[0].pages.map((at) => at.page)).toEqual([1, 3, 4]);
});
