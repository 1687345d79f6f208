import { currentHitIndex, hitPages, nextHitPage, previousHitPage, readerSearch } from './searchHits';

const result = (pages: number[]) => ({
  query: 'x',
  words: ['x'],
  hits: pages.map((page) => ({ page, snippet: '', boxes: [] })),
});

describe('hits of a search inside the entry', () => {
  it('lists each page with hits once, in reading order', () => {
    expect(hitPages(result([7, 3, 7, 12]))).toEqual([3, 7, 12]);
    expect(hitPages(null)).toEqual([]);
  });

  it('finds the next and previous hit from any page, none past either end', () => {
    const pages = [3, 7, 12];
    expect(nextHitPage(pages, [1])).toBe(3);
    expect(nextHitPage(pages, [3])).toBe(7);
    expect(nextHitPage(pages, [8])).toBe(12);
    expect(nextHitPage(pages, [12])).toBeNull();
    expect(previousHitPage(pages, [12])).toBe(7);
    expect(previousHitPage(pages, [5])).toBe(3);
    expect(previousHitPage(pages, [3])).toBeNull();
  });

  it('treats both pages of a spread as on screen', () => {
    const pages = [3, 7, 12];
    expect(currentHitIndex(pages, [6, 7])).toBe(1);
    expect(currentHitIndex(pages, [2, 3])).toBe(0);
    expect(currentHitIndex(pages, [4, 5])).toBe(-1);
    expect(nextHitPage(pages, [6, 7])).toBe(12);
    expect(previousHitPage(pages, [6, 7])).toBe(3);
    expect(nextHitPage(pages, [2, 3])).toBe(7);
    expect(previousHitPage(pages, [12, 13])).toBe(7);
  });
});

describe('readerSearch', () => {
  it('sets the page and the search, keeps other parameters and drops a zoomed region of another page', () => {
    const current = new URLSearchParams('ref=x&page=2&zoom=1,2,3,4&q=tweed');
    expect(readerSearch(current, { page: 7 })).toBe('?ref=x&page=7&q=tweed');
    expect(readerSearch(current, { page: 1, q: 'a&b' })).toBe('?ref=x&q=a%26b');
    expect(readerSearch(current, { q: '' })).toBe('?ref=x&page=2');
  });
});
