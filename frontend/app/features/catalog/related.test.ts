import { archive, scan } from '../../../test/fixtures/catalog';
import { RELATED_PER_GROUP, relatedEntries, relatedEntryCards, SAME_YEARS_PER_DESIGNER } from './related';

const CDG = 'Comme des Garçons';
const six = Array.from({ length: 12 }, (_, i) => scan(100 + i, `Six Issue ${i + 1}`, CDG, 1988 + Math.floor(i / 3)));
const library = [
  ...six,
  scan(1, 'Body Meets Dress', CDG, 1997),
  scan(2, 'Homme Plus Catalogue', CDG, 1994),
  scan(3, 'Shirt Catalogue', CDG, 2008),
  scan(4, 'Odeur 53', CDG, null),
  scan(5, 'Parfums', CDG, 1990),
  scan(6, 'Play', CDG, 1992),
  scan(7, 'Noir', CDG, 1991),
  scan(8, 'Tricot', CDG, 1989),
  scan(20, 'Talking to Myself', 'Yohji Yamamoto', 1990),
  scan(21, 'Catalogue Autumn/Winter 1986', 'Yohji Yamamoto', 1986),
  scan(22, 'Catalogue Spring/Summer 1991', 'Yohji Yamamoto', 1991),
  scan(23, 'Pour Homme', 'Yohji Yamamoto', 1989),
  scan(30, 'East Meets West', 'Issey Miyake', 1988),
  scan(31, 'Making Things', 'Issey Miyake', 1992),
  scan(40, 'Invitations', 'Helmut Lang', null),
  scan(50, 'Catalogue Spring/Summer 1993', 'Jil Sander', 1993),
];
const byTitle = (title: string) => library.find((entry) => entry.title === title)!;
const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title);

describe('related entries', () => {
  const sixIssue5 = byTitle('Six Issue 5'); // 1989

  it('links the series neighbours and keeps the whole series out of the cards', () => {
    const related = relatedEntries(sixIssue5, library);
    expect(related.series).toMatchObject({
      label: 'Issue 5 of 12',
      previous: { title: 'Six Issue 4' },
      next: { title: 'Six Issue 6' },
    });
    const cards = [...related.sameDesigner, ...related.sameYears];
    expect(cards.some((entry) => entry.title.startsWith('Six Issue'))).toBe(false);
  });

  it("shows the designer's other titles, nearest years first, the earlier of two equally near, undated last", () => {
    expect(titles(relatedEntries(sixIssue5, library).sameDesigner)).toEqual([
      'Tricot', // 1989
      'Parfums', // 1990
      'Noir', // 1991
      'Play', // 1992
      'Homme Plus Catalogue', // 1994
      'Body Meets Dress', // 1997
    ]);
    const shirt = relatedEntries(byTitle('Shirt Catalogue'), library).sameDesigner; // 2008
    expect(titles(shirt).slice(0, 2)).toEqual(['Body Meets Dress', 'Homme Plus Catalogue']);
    // Outside the series, the Six issues are cards like any other title.
    expect(titles(relatedEntries(byTitle('Odeur 53'), library).sameDesigner)).toEqual([
      'Body Meets Dress',
      'Homme Plus Catalogue',
      'Noir',
      'Parfums',
      'Play',
      'Shirt Catalogue',
    ]);
  });

  it('caps every group and never lists the entry itself', () => {
    for (const entry of library) {
      const { sameDesigner, sameYears } = relatedEntries(entry, library);
      expect(sameDesigner.length).toBeLessThanOrEqual(RELATED_PER_GROUP);
      expect(sameYears.length).toBeLessThanOrEqual(RELATED_PER_GROUP);
      expect([...sameDesigner, ...sameYears].map((card) => card.id)).not.toContain(entry.id);
    }
  });

  it('lists an entry at most once on a page', () => {
    for (const entry of library) {
      const { series, sameDesigner, sameYears } = relatedEntries(entry, library);
      const ids = [
        series?.previous?.id,
        series?.next?.id,
        ...sameDesigner.map((card) => card.id),
        ...sameYears.map((card) => card.id),
      ].filter(Boolean);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('shows other designers within two years, nearest first, two per designer at most', () => {
    const talking = byTitle('Talking to Myself'); // Yohji Yamamoto, 1990
    const sameYears = relatedEntries(talking, library).sameYears;
    expect(titles(sameYears)).toEqual(['Parfums', 'Six Issue 7', 'East Meets West', 'Making Things']);
    expect(sameYears.every((entry) => entry.designerOrBrand !== 'Yohji Yamamoto')).toBe(true);
    const perDesigner = new Map<string, number>();
    for (const entry of sameYears)
      perDesigner.set(entry.designerOrBrand, (perDesigner.get(entry.designerOrBrand) ?? 0) + 1);
    expect(Math.max(...perDesigner.values())).toBeLessThanOrEqual(SAME_YEARS_PER_DESIGNER);
  });

  it('finds no same years for an entry without a year, and never offers undated entries as such', () => {
    expect(relatedEntries(byTitle('Invitations'), library).sameYears).toEqual([]);
    for (const entry of library) {
      for (const other of relatedEntries(entry, library).sameYears) expect(other.yearPublished).not.toBeNull();
    }
  });

  it('orders the same way whatever order the catalog serves', () => {
    const reversed = [...library].reverse();
    for (const entry of library) expect(relatedEntries(entry, reversed)).toEqual(relatedEntries(entry, library));
  });

  it('hands the page cards and series links, not whole entries', () => {
    const entries = [
      archive(1, 'Street Vol. 1', 'Maison Martin Margiela', 1999),
      archive(2, 'Street Vol. 2', 'Maison Martin Margiela', 2000),
    ];
    const cards = relatedEntryCards(entries[0], entries);
    expect(cards.series).toEqual({
      name: 'Street',
      label: 'Volume 1 of 2',
      previous: null,
      next: { title: 'Street Vol. 2', path: '/archives/maison-martin-margiela/street-vol.-2' },
    });
    expect(cards.sameDesigner).toEqual([]);
  });
});
