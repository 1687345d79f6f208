import { createPageCache } from './PageCache';

const page = (html: string) => ({ status: 200, html });

describe('the page cache', () => {
  let now = 0;
  let generation = 1;
  const create = (maxEntries = 10) =>
    createPageCache({ maxEntries, maxAgeMs: 30_000, generation: () => generation, now: () => now });

  beforeEach(() => {
    now = 1_000;
    generation = 1;
  });

  it('returns a page rendered for the same content generation', () => {
    const cache = create();
    cache.set('/articles', page('<html>a</html>'), generation);
    expect(cache.get('/articles')).toEqual(page('<html>a</html>'));
    expect(cache.get('/scans')).toBeUndefined();
  });

  it('forgets every page when the content changes', () => {
    const cache = create();
    cache.set('/articles', page('old'), generation);
    cache.set('/scans', page('old'), generation);
    generation = 2;
    expect(cache.get('/articles')).toBeUndefined();
    generation = 1;
    expect(cache.get('/scans')).toBeUndefined();
  });

  it('does not keep a page rendered from content that changed during its render', () => {
    const cache = create();
    const renderedFrom = generation;
    generation = 2;
    cache.set('/articles', page('made from the old content'), renderedFrom);
    expect(cache.get('/articles')).toBeUndefined();
    cache.set('/articles', page('made from the new content'), generation);
    expect(cache.get('/articles')).toEqual(page('made from the new content'));
  });

  it('renders again once a page is older than the maximum age', () => {
    const cache = create();
    cache.set('/articles', page('a'), generation);
    now += 30_000;
    expect(cache.get('/articles')).toBeDefined();
    now += 1;
    expect(cache.get('/articles')).toBeUndefined();
  });

  it('evicts the least recently used page beyond its size', () => {
    const cache = create(2);
    cache.set('/a', page('a'), generation);
    cache.set('/b', page('b'), generation);
    cache.get('/a');
    cache.set('/c', page('c'), generation);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toEqual(page('a'));
    expect(cache.get('/c')).toEqual(page('c'));
  });

  it('stores nothing when its size is 0 (disabled)', () => {
    const cache = create(0);
    cache.set('/a', page('a'), generation);
    expect(cache.get('/a')).toBeUndefined();
  });
});
