import { PageCache } from './PageCache';

const page = (html: string) => ({ status: 200, html });

describe('PageCache', () => {
  let now = 0;
  const create = (maxEntries = 10) => new PageCache({ maxEntries, maxAgeMs: 30_000, now: () => now });

  beforeEach(() => {
    now = 1_000;
  });

  it('returns a page rendered for the same content generation', () => {
    const cache = create();
    cache.set('/articles', 1, page('<html>a</html>'));
    expect(cache.get('/articles', 1)).toMatchObject(page('<html>a</html>'));
    expect(cache.get('/scans', 1)).toBeUndefined();
  });

  it('forgets every page when the content changes', () => {
    const cache = create();
    cache.set('/articles', 1, page('old'));
    cache.set('/scans', 1, page('old'));
    expect(cache.get('/articles', 2)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('renders again after the maximum age', () => {
    const cache = create();
    cache.set('/articles', 1, page('a'));
    now += 29_999;
    expect(cache.get('/articles', 1)).toBeDefined();
    now += 1;
    expect(cache.get('/articles', 1)).toBeUndefined();
  });

  it('evicts the least recently used page beyond its size', () => {
    const cache = create(2);
    cache.set('/a', 1, page('a'));
    cache.set('/b', 1, page('b'));
    cache.get('/a', 1);
    cache.set('/c', 1, page('c'));
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(cache.get('/a', 1)).toMatchObject(page('a'));
    expect(cache.get('/c', 1)).toMatchObject(page('c'));
  });

  it('stores nothing when its size is 0 (disabled)', () => {
    const cache = create(0);
    cache.set('/a', 1, page('a'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('/a', 1)).toBeUndefined();
  });
});
