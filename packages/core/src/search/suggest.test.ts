/**
 * "Did you mean …" (docs/decisions/185): misspelt designer names and title words of the demo library are
 * corrected, exact hits get no suggestion, and a suggestion is only offered when it finds more.
 */
import { DEMO_ARCHIVES, DEMO_SCANS } from '../../../../cms/src/seed/demo-library';
import { searchIndexFor, type SearchCatalog } from './engine';
import {
  forgivenEdits,
  MAX_CORRECTED_WORDS,
  searchSuggesterFor,
  searchWithSuggestion,
  SUGGEST_BELOW_RESULTS,
} from './suggest';

/** The demo library's scans and archive entries as the engine reads them, and a few of its article titles. */
const demo: SearchCatalog = {
  scans: DEMO_SCANS.map((entry) => ({ title: entry.title, designerOrBrand: entry.designer })),
  archives: DEMO_ARCHIVES.map((entry) => ({ title: entry.title, designerOrBrand: entry.designer })),
  articles: [
    { title: 'In Conversation with an Archivist, Part 1', description: 'A private collection.', blocks: [] },
    { title: 'Spotlight: Pleats', description: 'Pleated paper.', blocks: ['Folded by hand.'] },
  ],
};

const suggestionFor = (query: string) => searchWithSuggestion(demo, query).suggestion;

describe('did you mean, on the demo library', () => {
  it.each([
    ['Margela', 'Maison Martin Margiela'],
    ['margiella', 'Maison Martin Margiela'],
    ['Yohji Yamamotto', 'Yohji Yamamoto'],
    ['yamamto', 'Yohji Yamamoto'],
    ['Issey Miyaki', 'Issey Miyake'],
    ['Vivienne Westwod', 'Vivienne Westwood'],
    ['Demeulemester', 'Ann Demeulemeester'],
    ['Gaultiere', 'Jean Paul Gaultier'],
    ['Garcns', 'Comme des Garçons'],
  ])('“%s” → “%s”', (query, expected) => {
    expect(searchWithSuggestion(demo, query).totals).toEqual({ articles: 0, scans: 0, archives: 0 });
    expect(suggestionFor(query)).toBe(expected);
  });

  it('corrects title words, keeping the words that are found', () => {
    expect(suggestionFor('catalouge 1994')).toBe('Catalogue 1994');
    expect(suggestionFor('helmut invitatons')).toBe('Helmut Invitations');
  });

  it('looks up at most three unknown words of a query, leaving the rest as typed', () => {
    const suggester = searchSuggesterFor(demo);
    const unknown = ['catalouge', 'invitatons', 'margela', 'westwod'];
    const corrected = suggester.suggest(unknown.join(' '), searchIndexFor(demo))!.split(' ');
    expect(corrected.slice(0, MAX_CORRECTED_WORDS)).toEqual(['Catalogue', 'Invitations', 'Margiela']);
    expect(corrected.slice(MAX_CORRECTED_WORDS)).toEqual(unknown.slice(MAX_CORRECTED_WORDS));
  });

  it('corrects a half-typed misspelling to the word it begins', () => {
    expect(suggestionFor('margel')).toBe('Maison Martin Margiela');
  });

  it('suggests nothing for exact hits, short words or words with nothing close', () => {
    for (const query of ['Margiela', 'yohji', 'garcons', 'apc', 'six issue 10']) {
      expect(searchWithSuggestion(demo, query).suggestion).toBeNull();
    }
    expect(suggestionFor('xyzzy')).toBeNull();
    expect(suggestionFor('zqj')).toBeNull();
    expect(suggestionFor('')).toBeNull();
    expect(suggestionFor('!!!')).toBeNull();
  });

  it('is only asked when the search finds little, and only offered when it finds more', () => {
    const index = searchIndexFor(demo);
    // Found as typed (one scan at least): enough results → no suggestion even though a word looks misspelt.
    expect(index.search('prada').totals.scans).toBeGreaterThanOrEqual(SUGGEST_BELOW_RESULTS);
    expect(suggestionFor('prada')).toBeNull();
    // Every word is found on its own but not together: nothing to correct.
    expect(suggestionFor('yohji prada')).toBeNull();
  });

  it('keeps the spec’s results and ranking: a suggestion is added, never swapped in', () => {
    const answer = searchWithSuggestion(demo, 'Margela', { limit: 5 });
    expect(answer.words).toEqual(['margela']);
    expect(answer.scans).toEqual([]);
    expect(searchWithSuggestion(demo, 'margiela', { limit: 5 }).scans).toEqual(
      searchIndexFor(demo).search('margiela', { limit: 5 }).scans,
    );
  });

  it('reuses one suggester per catalog version', () => {
    expect(searchSuggesterFor(demo)).toBe(searchSuggesterFor(demo));
    expect(searchSuggesterFor({ ...demo, scans: [...demo.scans] })).not.toBe(searchSuggesterFor(demo));
  });

  it('forgives more edits in longer words', () => {
    expect([3, 4, 7, 8, 14].map(forgivenEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});
