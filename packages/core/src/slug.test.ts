import { articlePath, capitalize, collectionPath, entryPath, isSlug, slugError, slugify, SLUG_PATTERN } from './slug';
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

  it('builds the spec routes from slugs, as they are', () => {
    expect(entryPath('scans', 'a.p.c.', 'a.p.c.-catalogue-autumn-winter-1994')).toBe(
      '/scans/a.p.c./a.p.c.-catalogue-autumn-winter-1994',
    );
    expect(entryPath('scans', slugify('A.P.C.'), slugify('A.P.C. Catalogue Autumn/Winter 1994'))).toBe(
      '/scans/a.p.c./a.p.c.-catalogue-autumn-winter-1994',
    );
    expect(collectionPath('archives', slugify('Comme des Garçons'))).toBe('/archives/comme-des-garçons');
    expect(articlePath('spotlight-pleats')).toBe('/articles/spotlight-pleats');
  });
});

describe('slug rule', () => {
  const label = 'URL slug';
  const pattern = new RegExp(SLUG_PATTERN);

  it.each([
    'six-issue-1',
    'comme-des-garçons',
    'maison-martin-margiela-(artisanal),-spring-1999',
    'a.p.c.',
    '100%-cotton',
  ])('accepts %s, which the rule leaves as it is', (slug) => {
    expect(isSlug(slug)).toBe(true);
    expect(slugError(label, slug)).toBeNull();
    expect(pattern.test(slug)).toBe(true);
  });

  it.each(['Six-Issue-1', 'six issue 1', 'autumn/winter', 'who?', 'part#2', 'a:b', '.', '..', '', 'Ça'])(
    'refuses %j with a message naming the field and the rule',
    (slug) => {
      expect(isSlug(slug)).toBe(false);
      expect(slugError(label, slug)).toMatch(/^URL slug may hold lowercase letters, digits, hyphens/);
    },
  );

  it('refuses values that are not text', () => {
    expect(isSlug(null)).toBe(false);
    expect(isSlug(12)).toBe(false);
  });

  it("lets Strapi's uid pattern pass what the rule makes and stop what it never makes", () => {
    for (const title of ['Six Issue 1', 'Garçons Homme Plus Catalogue (Spring 1994)', 'Who? #1', 'A.P.C.'])
      expect(pattern.test(slugify(title))).toBe(true);
    for (const slug of ['Six', 'a b', 'a/b', 'a:b', 'a?b', 'a#b', '.', '..']) expect(pattern.test(slug)).toBe(false);
    expect(pattern.test('')).toBe(true);
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
