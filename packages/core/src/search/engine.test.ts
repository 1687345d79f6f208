import { SEARCH_RESULTS_PER_CATEGORY } from '../constants';
import { SearchIndex, searchIndexFor, type SearchCatalog } from './engine';
import { naiveSearch } from './naive-search';

/** Names and texts copied from the demo library, where the tricky cases live. */
const sixSeries = Array.from({ length: 12 }, (_, i) => ({
  title: `Six Issue ${i + 1}`,
  designerOrBrand: 'Comme des Garçons',
}));
const scans = [
  ...sixSeries.slice().reverse(),
  { title: 'Comme des Garçons: Body Meets Dress, Dress Meets Body', designerOrBrand: 'Comme des Garçons' },
  { title: 'Garçons Homme Plus Catalogue (Spring 1994)', designerOrBrand: 'Comme des Garçons' },
  { title: 'Comme des Garçons Shirt Catalogue 2008', designerOrBrand: 'Comme des Garçons' },
  { title: 'Comme des Garçons Parfums: Odeur 53', designerOrBrand: 'Comme des Garçons' },
  { title: 'A.P.C. Catalogue Autumn/Winter 1994', designerOrBrand: 'A.P.C.' },
  { title: 'A.P.C. Catalogue Spring/Summer 1996', designerOrBrand: 'A.P.C.' },
  { title: 'A.P.C. Rue Madame', designerOrBrand: 'A.P.C.' },
  { title: 'A.P.C. Interaction #1', designerOrBrand: 'A.P.C.' },
  { title: 'Issey Miyake A-POC', designerOrBrand: 'Issey Miyake' },
  { title: 'Helmut Lang: Séance de Travail', designerOrBrand: 'Helmut Lang' },
  { title: 'Undercover @ Parco', designerOrBrand: 'Undercover' },
  { title: 'Undercover Scab', designerOrBrand: 'Undercover' },
  { title: 'Yohji Yamamoto: Talking to Myself', designerOrBrand: 'Yohji Yamamoto' },
];
const archives = [
  { title: 'Spring/Summer 1997: Body Meets Dress', designerOrBrand: 'Comme des Garçons' },
  { title: 'Autumn/Winter 1982: Destroy', designerOrBrand: 'Comme des Garçons' },
  { title: 'Autumn/Winter 1996', designerOrBrand: 'A.P.C.' },
  { title: 'Spring/Summer 1992: Denim', designerOrBrand: 'A.P.C.' },
  { title: 'Autumn/Winter 2003 (Scab)', designerOrBrand: 'Undercover' },
];
const articles = [
  {
    title: 'In Conversation with an Archivist, Part 1',
    description: 'How a private collection of catalogues became a public library: the first half of our conversation.',
    blocks: [
      '**When did you buy your first catalogue?**\\nIn 1994, in a shop in Antwerp that sold them for the price of a coffee.',
      'See the [Six series](/scans/comme-des-garçons) for what I mean.',
    ],
  },
  {
    title: 'Reading Six: An Image-Only Magazine',
    description: 'Twelve issues, almost no words: how a house magazine told a story with pictures alone.',
    blocks: [
      '*Six Issue 3, spread from the middle pages.*',
      'Read in order, **Issue 2** answers **Issue 1**. Browse the [whole series](/scans/comme-des-garçons).',
    ],
  },
  {
    title: 'The Catalogue as Manifesto',
    description: 'Mail-order catalogues of the 1990s and the brands that used them to speak plainly.',
    blocks: [
      '*A.P.C. Catalogue Autumn/Winter 1994, order form.*',
      'See the [A.P.C. scans](/scans/a.p.c.) for the whole run.',
    ],
  },
  {
    title: 'Spotlight: Antwerp',
    description: 'Six designers, one van, one trade fair in London.',
    blocks: ['## 1986', 'The story is told often; the paper it left behind less so.'],
  },
  {
    title: 'Spotlight: Invitations',
    description: 'Small cards, big ideas: show invitations as the first garment of a collection.',
    blocks: ['*Helmut Lang Invitations, 1993–1996.*'],
  },
];
const demo = { scans, archives, articles };
const index = new SearchIndex(demo);
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const apcScans = [
  'A.P.C. Catalogue Autumn/Winter 1994',
  'A.P.C. Catalogue Spring/Summer 1996',
  'A.P.C. Interaction #1',
  'A.P.C. Rue Madame',
];

describe('search: scans and archives match on title or designerOrBrand', () => {
  it('"garcons" finds Comme des Garçons by designer as well as by title', () => {
    const results = index.search('garcons');
    expect(results.totals.scans).toBe(16);
    expect(titles(results.scans)).toContain('Six Issue 7');
    expect(titles(results.archives)).toEqual(['Autumn/Winter 1982: Destroy', 'Spring/Summer 1997: Body Meets Dress']);
  });

  it('matches accented and upper-case queries the same way', () => {
    expect(index.search('GARÇONS')).toEqual(index.search('garcons'));
    expect(titles(index.search('séance').scans)).toEqual(['Helmut Lang: Séance de Travail']);
    expect(titles(index.search('seance').scans)).toEqual(['Helmut Lang: Séance de Travail']);
  });

  it('"a.p.c", "A.P.C." and "apc" are one query, and it does not find "A-POC"', () => {
    const apc = index.search('apc');
    expect(titles(apc.scans)).toEqual(apcScans);
    expect(titles(apc.archives)).toEqual(['Autumn/Winter 1996', 'Spring/Summer 1992: Denim']);
    expect(index.search('a.p.c')).toEqual(apc);
    expect(index.search('A.P.C.')).toEqual(apc);
    expect(titles(index.search('a-poc').scans)).toEqual(['Issey Miyake A-POC']);
  });

  it('"a p c" is three words, not the brand: each letter alone matches widely', () => {
    const spaced = index.search('a p c');
    expect(spaced.totals.scans).toBeGreaterThan(apcScans.length);
    expect(titles(spaced.scans)).toEqual(expect.arrayContaining(apcScans));
  });

  it("reads '@' as a space, on both sides", () => {
    expect(titles(index.search('undercover@parco').scans)).toEqual(['Undercover @ Parco']);
    expect(titles(index.search('@parco').scans)).toEqual(['Undercover @ Parco']);
    expect(index.search('@').totals).toEqual({ articles: 0, scans: 0, archives: 0 });
  });

  it('matches inside words, so a half-typed word already finds', () => {
    expect(index.search('garc').totals.scans).toBe(16);
    expect(titles(index.search('madam').scans)).toEqual(['A.P.C. Rue Madame']);
  });

  it('needs every word of a multi-word query, each in the title or the designer', () => {
    expect(titles(index.search('six garcons').scans)).toEqual(titles(sixSeries));
    const body = index.search('comme body');
    expect(titles(body.scans)).toEqual(['Comme des Garçons: Body Meets Dress, Dress Meets Body']);
    expect(titles(body.archives)).toEqual(['Spring/Summer 1997: Body Meets Dress']);
    expect(index.search('undercover apc').totals).toEqual({ articles: 0, scans: 0, archives: 0 });
  });

  it('finds nothing for an empty or symbol-only query', () => {
    for (const query of ['', '   ', '...', '!?']) {
      expect(index.search(query)).toEqual({
        words: [],
        articles: [],
        scans: [],
        archives: [],
        totals: { articles: 0, scans: 0, archives: 0 },
      });
    }
  });
});

describe('search: order and the per-category cap', () => {
  it('sorts by title, natural-numeric and case-insensitive: "Issue 2" before "Issue 10"', () => {
    expect(titles(index.search('six issue').scans)).toEqual(titles(sixSeries));
    expect(titles(index.search('issue 1').scans)).toEqual([
      'Six Issue 1',
      'Six Issue 10',
      'Six Issue 11',
      'Six Issue 12',
    ]);
  });

  it('returns at most 5 per category for the dropdown and still counts them all', () => {
    const dropdown = index.search('garcons', { limit: SEARCH_RESULTS_PER_CATEGORY });
    expect(titles(dropdown.scans)).toEqual([
      'Comme des Garçons Parfums: Odeur 53',
      'Comme des Garçons Shirt Catalogue 2008',
      'Comme des Garçons: Body Meets Dress, Dress Meets Body',
      'Garçons Homme Plus Catalogue (Spring 1994)',
      'Six Issue 1',
    ]);
    expect(dropdown.totals.scans).toBe(16);
    expect(titles(index.search('catalogue', { limit: 5 }).articles)).toHaveLength(2);
  });
});

describe('search: articles', () => {
  it('ranks by matches in the title, then by matches in description plus blocks, then by title', () => {
    const ranked = new SearchIndex({
      scans: [],
      archives: [],
      articles: [
        { title: 'No pleats here', description: 'Pleats, pleats.', blocks: [] },
        { title: 'Quiet', description: 'Nothing to see.', blocks: ['Still nothing.'] },
        { title: 'Part 10: once in the body', description: '', blocks: ['Pleated.'] },
        { title: 'Pleats and pleats', description: '', blocks: [] },
        { title: 'Spotlight', description: 'Three times:', blocks: ['pleats', 'PLEATS', 'plëats'] },
        { title: 'Part 2: once in the body', description: 'A pleat.', blocks: [] },
      ],
    });
    expect(titles(ranked.search('pleat').articles)).toEqual([
      'Pleats and pleats',
      'No pleats here',
      'Spotlight',
      'Part 2: once in the body',
      'Part 10: once in the body',
    ]);
  });

  it('counts one match per occurrence of each query word', () => {
    // "Reading Six" has "six" in its title; the other two once each in description or blocks.
    expect(titles(index.search('six').articles)).toEqual([
      'Reading Six: An Image-Only Magazine',
      'In Conversation with an Archivist, Part 1',
      'Spotlight: Antwerp',
    ]);
    expect(titles(index.search('catalogue').articles)).toEqual([
      'The Catalogue as Manifesto',
      'In Conversation with an Archivist, Part 1',
    ]);
  });

  it('searches the readable text of blocks, not link addresses or line markers', () => {
    expect(index.search('garcons').articles).toEqual([]);
    expect(index.search('coffeenin').articles).toEqual([]);
    expect(titles(index.search('coffee in 1994').articles)).toEqual(['In Conversation with an Archivist, Part 1']);
    expect(titles(index.search('apc scans').articles)).toEqual(['The Catalogue as Manifesto']);
  });
});

describe('searchIndexFor', () => {
  it('builds once per catalog version: the same lists give the same index', () => {
    const catalog = { scans: [...scans], archives: [...archives], articles: [...articles] };
    const first = searchIndexFor(catalog);
    expect(searchIndexFor({ ...catalog })).toBe(first);
    expect(searchIndexFor({ ...catalog, articles: [...articles] })).not.toBe(first);
  });
});

describe('the indexed engine agrees with the rules read literally', () => {
  /** Small deterministic generator (Park-Miller), so a failure reproduces. */
  let seed = 42;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const pieces = [
    'gar',
    'ço',
    'ns',
    'a.',
    'p',
    'c',
    '@',
    ' ',
    ' ',
    'issue',
    '1',
    '2',
    '0',
    'Ø',
    'é',
    '/',
    '-',
    'six',
    'aa',
  ];
  const text = (length: number) => Array.from({ length }, () => pick(pieces)).join('');
  const entry = () => ({ title: text(6), designerOrBrand: text(3) });
  const catalog: SearchCatalog = {
    scans: Array.from({ length: 150 }, entry),
    archives: Array.from({ length: 150 }, entry),
    articles: Array.from({ length: 60 }, () => ({
      title: text(5),
      description: text(20),
      blocks: Array.from({ length: 4 }, () => `[${text(3)}](/${text(2)}) ${text(15)}\\n${text(5)}`),
    })),
  };
  const generated = new SearchIndex(catalog);

  it('gives the same results, in the same order, for 300 random queries', () => {
    let queriesWithResults = 0;
    for (let i = 0; i < 300; i++) {
      const query = text(1 + Math.floor(next() * 3));
      const limit = next() < 0.5 ? SEARCH_RESULTS_PER_CATEGORY : undefined;
      const results = generated.search(query, { limit });
      expect([query, results]).toEqual([query, naiveSearch(catalog, query, { limit })]);
      if (results.totals.scans + results.totals.archives + results.totals.articles > 0) queriesWithResults++;
    }
    // The comparison means something only if most queries find entries.
    expect(queriesWithResults).toBeGreaterThan(150);
  });
});
