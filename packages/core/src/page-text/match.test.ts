import { searchWords } from '../search/normalise.js';
import { findInPage, markedParts, pageSnippet, PAGE_SNIPPET_LENGTH } from './match.js';
import type { PageWord } from './index.js';

/** Words laid out on one line each, so each box is easy to tell apart. */
const page = (text: string) => {
  const words: PageWord[] = text
    .split(/\s+/)
    .filter(Boolean)
    .map((t, i) => ({ t, x: 0.1, y: i / 100, w: 0.2, h: 0.01, c: 90 }));
  return { text, words };
};

describe('findInPage', () => {
  const price = page('COMME des GARÇONS\nAutumn/Winter 1994 — “Tissu” wool coat ¥ 48,000\nA.P.C. denim');

  it('matches with the site search’s text handling: accents, symbols and case', () => {
    expect(findInPage(searchWords('garcons'), price)?.boxes).toEqual([{ x: 0.1, y: 0.02, w: 0.2, h: 0.01 }]);
    expect(findInPage(searchWords('TISSU'), price)?.boxes).toHaveLength(1);
    expect(findInPage(searchWords('apc'), price)?.boxes).toEqual([{ x: 0.1, y: 0.11, w: 0.2, h: 0.01 }]);
    expect(findInPage(searchWords('48000'), price)).not.toBeNull();
  });

  it('needs every query word on the page, a half-typed word matching as in the site search', () => {
    expect(findInPage(searchWords('comme garc'), price)?.boxes).toHaveLength(2);
    expect(findInPage(searchWords('comme prada'), price)).toBeNull();
    expect(findInPage(searchWords('xyzzy'), price)).toBeNull();
    expect(findInPage([], price)).toBeNull();
  });

  it('boxes every matching word on the page, not only the first', () => {
    const repeated = page('Coat. Wool coat. Coats and coatings.');
    expect(findInPage(searchWords('coat'), repeated)?.boxes).toHaveLength(4);
  });

  it('lets the text decide: a corrected word matches even where the recogniser’s words differ', () => {
    const corrected = { text: 'Yohji Yamamoto', words: page('Yohii Yamamoto').words };
    const found = findInPage(searchWords('yohji'), corrected);
    expect(found?.snippet).toBe('Yohji Yamamoto');
    expect(found?.boxes).toEqual([]);
  });
});

describe('pageSnippet', () => {
  const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');

  it('gives about 120 characters around the first match, with ellipses where the text goes on', () => {
    const snippet = pageSnippet(['word40'], long)!;
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('word40');
    expect(snippet.length).toBeLessThanOrEqual(PAGE_SNIPPET_LENGTH + 2);
    expect(snippet.length).toBeGreaterThan(PAGE_SNIPPET_LENGTH - 10);
    // Whole words only, and the match is preceded by some context.
    expect(snippet).toMatch(/^…word\d+ /);
    expect(snippet.indexOf('word40')).toBeGreaterThan(20);
  });

  it('starts at the text’s start without an ellipsis, and reads line breaks as spaces', () => {
    expect(pageSnippet(['second'], 'First line\nsecond  line')).toBe('First line second line');
    expect(pageSnippet(['word0'], long)!.startsWith('word0 ')).toBe(true);
  });

  it('is around the earliest match of any query word', () => {
    const snippet = pageSnippet(['word70', 'word5'], long)!;
    expect(snippet).toContain('word5 ');
    expect(snippet).not.toContain('word70');
  });

  it('is null without a match', () => {
    expect(pageSnippet(['absent'], long)).toBeNull();
  });
});

describe('markedParts', () => {
  it('marks each whole word holding a query word, as the boxes are chosen, and keeps the rest as it was', () => {
    expect(markedParts(searchWords('garcons coat'), '…COMME des GARÇONS coats,  in wool…')).toEqual([
      { text: '…COMME des ', match: false },
      { text: 'GARÇONS', match: true },
      { text: ' ', match: false },
      { text: 'coats,', match: true },
      { text: '  in wool…', match: false },
    ]);
  });

  it('is one plain part without a match', () => {
    expect(markedParts(['xyzzy'], 'Wool coat')).toEqual([{ text: 'Wool coat', match: false }]);
    expect(markedParts([], '')).toEqual([]);
  });
});
