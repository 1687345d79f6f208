import { parseSeriesTitle, seriesOf } from './series';

const entry = (id: number, title: string, designer = 'comme-des-garcons') => ({
  id: String(id),
  title,
  designerorbrand: { slug: designer },
});

describe('series titles', () => {
  it.each([
    ['Six Issue 3', { name: 'Six', marker: 'issue', number: 3, total: null }],
    ['Six Issue 3 of 12', { name: 'Six', marker: 'issue', number: 3, total: 12 }],
    ['Six, issue 3/12', { name: 'Six', marker: 'issue', number: 3, total: 12 }],
    [
      'Maison Martin Margiela: Street Special Edition Vol. 2',
      { name: 'Maison Martin Margiela: Street Special Edition', marker: 'volume', number: 2, total: null },
    ],
    ['Street Volume 2', { name: 'Street', marker: 'volume', number: 2, total: null }],
    [
      'Pleats Please Issey Miyake (Guest Artist Series No. 1)',
      { name: 'Pleats Please Issey Miyake (Guest Artist Series', marker: 'number', number: 1, total: null },
    ],
    ['A.P.C. Interaction #1', { name: 'A.P.C. Interaction', marker: 'number', number: 1, total: null }],
    [
      'Dries Van Noten: 50 Shows, Part 2',
      { name: 'Dries Van Noten: 50 Shows', marker: 'part', number: 2, total: null },
    ],
    ['Six Issue 4: The Red Issue', { name: 'Six', marker: 'issue', number: 4, total: null }],
    [
      'Comme des Garçons Parfums: Odeur 53',
      { name: 'Comme des Garçons Parfums: Odeur', marker: 'number', number: 53, total: null },
    ],
    ['Six No. 0', { name: 'Six', marker: 'number', number: 0, total: null }],
  ])('reads %s', (title, expected) => {
    expect(parseSeriesTitle(title)).toEqual(expected);
  });

  it.each([
    'Jil Sander Catalogue Spring/Summer 1993',
    'Yohji Yamamoto Pour Homme, 1999',
    'Comme des Garçons Shirt Catalogue 2008',
    'Raf Simons / Peter Saville, 2003',
    'Vivienne Westwood Catalogue Autumn/Winter 1993 (Anglomania)',
    'Garçons Homme Plus Catalogue (Spring 1994)',
    'Spring/Summer 2006: T',
    'Maison Martin Margiela (Artisanal), Spring 1999',
    'Six Issue 1994',
    'Prada Catalogue No. 2001',
    'Helmut Lang Invitations, 1993–1996',
    'Piano',
    'Party',
    '',
  ])('finds no series number in %s', (title) => {
    expect(parseSeriesTitle(title)).toBeNull();
  });

  it('does not read marker words inside other words', () => {
    // "no" in "Piano" and "part" in "Party" are not markers; the bare number still counts.
    expect(parseSeriesTitle('Piano 3')).toEqual({ name: 'Piano', marker: 'number', number: 3, total: null });
    expect(parseSeriesTitle('Party 2')).toEqual({ name: 'Party', marker: 'number', number: 2, total: null });
  });

  it('ignores a stated total smaller than the number', () => {
    expect(parseSeriesTitle('Six Issue 5 of 3')?.total).toBeNull();
  });
});

describe('an entry in its series', () => {
  const six = [12, 1, 10, 2, 3, 11, 5, 4, 6, 7, 8, 9].map((n) => entry(100 + n, `Six Issue ${n}`));
  const library = [
    ...six,
    entry(1, 'Comme des Garçons Shirt Catalogue 2008'),
    entry(2, 'six — issue 13'), // written differently, same series
    entry(3, 'Six Volume 1'), // another marker: another series
    entry(4, 'Other Six Issue 1', 'yohji-yamamoto'),
    entry(5, 'Six Issue 9', 'yohji-yamamoto'), // same name, other designer
  ];

  it('labels the position and links the neighbours in number order, not title or catalog order', () => {
    const { members, position } = seriesOf(library[6], library)!; // Six Issue 5
    expect(position.label).toBe('Issue 5 of 13');
    expect(position.name).toBe('Six');
    expect(position.previous?.title).toBe('Six Issue 4');
    expect(position.next?.title).toBe('Six Issue 6');
    expect(members.map((member) => member.title)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `Six Issue ${i + 1}`),
      'six — issue 13',
    ]);
  });

  it('has no previous at the start and no next at the end (no wrap-around)', () => {
    expect(seriesOf(six[1], library)!.position.previous).toBeNull();
    expect(seriesOf(library[13], library)!.position.next).toBeNull();
    expect(seriesOf(library[13], library)!.position.previous?.title).toBe('Six Issue 12');
  });

  it('skips the numbers the library lacks and counts to the highest, or to the total a title states', () => {
    const gappy = [entry(1, 'Six Issue 1'), entry(2, 'Six Issue 5'), entry(3, 'Six Issue 2')];
    const { position } = seriesOf(gappy[1], gappy)!;
    expect(position).toMatchObject({ label: 'Issue 5 of 5', previous: { title: 'Six Issue 2' }, next: null });
    const stated = [entry(1, 'Street Vol. 1 of 4'), entry(2, 'Street Vol. 2')];
    expect(seriesOf(stated[1], stated)!.position.label).toBe('Volume 2 of 4');
  });

  it('is no series when the title has no number or no other entry shares its series', () => {
    expect(seriesOf(library[12], library)).toBeNull(); // a year, not a number
    expect(seriesOf(library[14], library)).toBeNull(); // Volume 1 alone
    expect(seriesOf(library[16], library)).toBeNull(); // Six Issue 9 alone at its designer
  });

  it('gives the same answer whatever the catalog order', () => {
    const shuffled = [...library].reverse();
    expect(seriesOf(library[6], shuffled)).toEqual(seriesOf(library[6], library));
  });

  it('orders two entries with one number by title, then id', () => {
    const twins = [entry(9, 'Six Issue 2'), entry(3, 'Six issue 2'), entry(1, 'Six Issue 1')];
    expect(seriesOf(twins[2], twins)!.members.map((member) => member.id)).toEqual(['1', '3', '9']);
  });
});
