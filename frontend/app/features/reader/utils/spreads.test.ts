import { buildSpreads, parsePageNumber, spreadIndexOf } from './spreads';

describe('buildSpreads', () => {
  it('puts the cover alone, then facing pairs, ending on a lone back cover for an even count', () => {
    expect(buildSpreads(6, 'spread')).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(buildSpreads(5, 'spread')).toEqual([[1], [2, 3], [4, 5]]);
    expect(buildSpreads(2, 'spread')).toEqual([[1], [2]]);
    expect(buildSpreads(1, 'spread')).toEqual([[1]]);
    expect(buildSpreads(0, 'spread')).toEqual([]);
  });

  it('gives every page its own spread in single layout', () => {
    expect(buildSpreads(3, 'single')).toEqual([[1], [2], [3]]);
  });

  it('finds the spread holding a page', () => {
    const spreads = buildSpreads(6, 'spread');
    expect(spreadIndexOf(spreads, 3)).toBe(1);
    expect(spreadIndexOf(spreads, 6)).toBe(3);
  });
});

describe('parsePageNumber', () => {
  it('reads a page number and keeps it within the publication', () => {
    expect(parsePageNumber('7', 12)).toBe(7);
    expect(parsePageNumber(' 3 ', 12)).toBe(3);
    expect(parsePageNumber('40', 12)).toBe(12);
    expect(parsePageNumber('0', 12)).toBe(1);
    expect(parsePageNumber('-5', 12)).toBe(1);
  });

  it('opens the first page for anything that is not a number', () => {
    expect(parsePageNumber(null, 12)).toBe(1);
    expect(parsePageNumber('', 12)).toBe(1);
    expect(parsePageNumber('abc', 12)).toBe(1);
  });
});
