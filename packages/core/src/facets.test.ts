import {
  compareNumericValues,
  decadeValue,
  facetHref,
  facetList,
  readFacetChoice,
  yearValue,
  type FacetDefinition,
} from './facets';

interface Item {
  title: string;
  year: number | null;
  designer: string;
}

const items: Item[] = [
  { title: 'A', year: 1988, designer: 'Comme des Garçons' },
  { title: 'B', year: 1991, designer: 'Comme des Garçons' },
  { title: 'C', year: 1994, designer: 'Maison Martin Margiela' },
  { title: 'D', year: 1994, designer: 'Comme des Garçons' },
  { title: 'E', year: 2001, designer: 'A.P.C.' },
  { title: 'F', year: null, designer: 'A.P.C.' },
];

const definitions: FacetDefinition<Item>[] = [
  {
    key: 'decade',
    label: 'Decade',
    valueOf: (item) => (item.year === null ? { value: 'undated', label: 'Year unknown' } : decadeValue(item.year)),
    compare: compareNumericValues,
  },
  {
    key: 'year',
    label: 'Year',
    valueOf: (item) => (item.year === null ? null : yearValue(item.year)),
    refines: 'decade',
    compare: compareNumericValues,
  },
  {
    key: 'designer',
    label: 'Designer or brand',
    valueOf: (item) => ({ value: item.designer.toLowerCase().replace(/ /g, '-'), label: item.designer }),
  },
];

const list = (query: string) => facetList(definitions, items, new URLSearchParams(query));
const titles = (query: string) => list(query).items.map((item) => item.title);
const counts = (query: string, key: string) =>
  Object.fromEntries(
    list(query)
      .groups.find((group) => group.key === key)!
      .values.map((v) => [v.label, v.count]),
  );

describe('facetList', () => {
  it('answers the whole list, with every value counted, when nothing is chosen', () => {
    expect(titles('')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(counts('', 'decade')).toEqual({ '1980s': 1, '1990s': 3, '2000s': 1, 'Year unknown': 1 });
    expect(list('').groups.map((group) => group.label)).toEqual(['Decade', 'Year', 'Designer or brand']);
    // Years appear only within a chosen decade.
    expect(counts('', 'year')).toEqual({});
    expect(counts('', 'designer')).toEqual({ 'A.P.C.': 2, 'Comme des Garçons': 3, 'Maison Martin Margiela': 1 });
  });

  it('narrows by each chosen facet and counts each facet over the others only', () => {
    expect(titles('decade=1990&designer=comme-des-garçons')).toEqual(['B', 'D']);
    // Decades counted within the designer, designers within the decade.
    expect(counts('decade=1990&designer=comme-des-garçons', 'decade')).toEqual({ '1980s': 1, '1990s': 2 });
    expect(counts('decade=1990&designer=comme-des-garçons', 'designer')).toEqual({
      'Comme des Garçons': 2,
      'Maison Martin Margiela': 1,
    });
    expect(counts('decade=1990&designer=comme-des-garçons', 'year')).toEqual({ '1991': 1, '1994': 1 });
  });

  it('counts the decades without the year that refines them, and the years within the decade', () => {
    const faceted = list('decade=1990&year=1994');
    expect(faceted.items.map((item) => item.title)).toEqual(['C', 'D']);
    expect(counts('decade=1990&year=1994', 'decade')).toEqual({
      '1980s': 1,
      '1990s': 3,
      '2000s': 1,
      'Year unknown': 1,
    });
    expect(counts('decade=1990&year=1994', 'year')).toEqual({ '1991': 1, '1994': 2 });
    expect(faceted.groups.find((group) => group.key === 'decade')?.chosen?.label).toBe('1990s');
  });

  it('ignores unknown values and a year outside the chosen decade, and lets a year alone bring its decade', () => {
    expect(readFacetChoice(definitions, items, new URLSearchParams('decade=1970&designer=nobody&x=1'))).toEqual({});
    expect(readFacetChoice(definitions, items, new URLSearchParams('decade=2000&year=1994'))).toEqual({
      decade: '2000',
    });
    expect(readFacetChoice(definitions, items, new URLSearchParams('year=1994'))).toEqual({
      decade: '1990',
      year: '1994',
    });
    expect(titles('decade=1970')).toHaveLength(items.length);
  });

  it('keeps a chosen value that the other facets leave empty, with a count of 0', () => {
    const faceted = list('decade=1980&designer=a.p.c.');
    expect(faceted.items).toEqual([]);
    expect(faceted.groups.find((group) => group.key === 'designer')?.chosen).toMatchObject({
      label: 'A.P.C.',
      count: 0,
    });
    expect(counts('decade=1980&designer=a.p.c.', 'decade')).toEqual({ '2000s': 1, 'Year unknown': 1, '1980s': 0 });
  });
});

describe('a facet whose items have several values', () => {
  interface Article {
    title: string;
    designers: string[];
  }
  const articles: Article[] = [
    { title: 'Antwerp', designers: ['margiela', 'dries'] },
    { title: 'Paris', designers: ['margiela'] },
    { title: 'Tokyo', designers: [] },
  ];
  const byDesigner: FacetDefinition<Article>[] = [
    {
      key: 'designer',
      label: 'Designer or brand',
      valueOf: (article) => article.designers.map((designer) => ({ value: designer, label: designer })),
    },
  ];

  it('counts an item under each of its values, matches it by any of them, and leaves out one with none', () => {
    const all = facetList(byDesigner, articles, new URLSearchParams(''));
    expect(all.groups[0].values.map((value) => [value.value, value.count])).toEqual([
      ['dries', 1],
      ['margiela', 2],
    ]);
    const margiela = facetList(byDesigner, articles, new URLSearchParams('designer=margiela'));
    expect(margiela.items.map((article) => article.title)).toEqual(['Antwerp', 'Paris']);
    expect(margiela.groups[0].chosen).toEqual({ value: 'margiela', label: 'margiela', count: 2 });
    expect(facetList(byDesigner, articles, new URLSearchParams('designer=tokyo')).choice).toEqual({});
  });
});

describe('facetHref', () => {
  const { groups } = list('');

  it('writes the parameters in the groups’ order, whatever order they were chosen in', () => {
    expect(facetHref('/scans', groups, { designer: 'a.p.c.' }, 'decade', '2000')).toBe(
      '/scans?decade=2000&designer=a.p.c.',
    );
  });

  it('clears the year with its decade, and answers the plain list with nothing left', () => {
    expect(facetHref('/scans', groups, { decade: '1990', year: '1994' }, 'decade', '1980')).toBe('/scans?decade=1980');
    expect(facetHref('/scans', groups, { decade: '1990', year: '1994' }, 'decade', null)).toBe('/scans');
    expect(facetHref('/scans', groups, { decade: '1990', year: '1994' }, 'year', null)).toBe('/scans?decade=1990');
  });

  it('encodes values for the URL', () => {
    expect(facetHref('/scans', groups, {}, 'designer', 'comme-des-garçons')).toBe(
      '/scans?designer=comme-des-gar%C3%A7ons',
    );
  });
});
