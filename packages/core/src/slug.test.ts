import { capitalize, collectionPath, entryPath, slugify } from './slug';
import { compareTitles, sortByTitle } from './sort';

describe('slugify', () => {
  it('turns spaces and slashes into hyphens and lowercases', () => {
    expect(slugify('Autumn/Winter 1994')).toBe('autumn-winter-1994');
    expect(slugify('Comme des Garçons')).toBe('comme-des-garçons');
  });

  it('removes colons and keeps commas and parentheses', () => {
    expect(slugify('Maison Martin Margiela (Artisanal), Spring 1999')).toBe(
      'maison-martin-margiela-(artisanal),-spring-1999',
    );
    expect(slugify('Yohji Yamamoto: Talking to Myself')).toBe('yohji-yamamoto-talking-to-myself');
  });

  it('keeps dots and other symbols the spec does not name', () => {
    expect(slugify('A.P.C.')).toBe('a.p.c.');
  });

  it('drops characters that would end a URL path', () => {
    expect(slugify('Who? #1')).toBe('who-1');
  });

  it('returns a random number from 1 to 1000 when there is no input', () => {
    expect(slugify('', () => 0)).toBe('1');
    expect(slugify(undefined, () => 0.9999)).toBe('1000');
    expect(slugify(null, () => 0.5)).toBe('501');
    const value = Number(slugify('   '));
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(1000);
  });

  it('builds the spec routes for entries and collections', () => {
    expect(entryPath('scans', 'A.P.C.', 'A.P.C. Catalogue Autumn/Winter 1994')).toBe(
      '/scans/a.p.c./a.p.c.-catalogue-autumn-winter-1994',
    );
    expect(collectionPath('archives', 'Comme des Garçons')).toBe('/archives/comme-des-garçons');
  });
});

describe('capitalize', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalize('scans')).toBe('Scans');
    expect(capitalize('deep dive')).toBe('Deep dive');
    expect(capitalize('')).toBe('');
  });
});

describe('title order', () => {
  it('is natural-numeric and case-insensitive', () => {
    expect(
      sortByTitle([{ title: 'Issue 10' }, { title: 'issue 2' }, { title: 'Issue 1' }]).map((t) => t.title),
    ).toEqual(['Issue 1', 'issue 2', 'Issue 10']);
    expect(compareTitles('apc', 'APC')).toBe(0);
  });
});
