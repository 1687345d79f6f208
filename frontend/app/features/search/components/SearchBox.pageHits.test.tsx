/**
 * The dropdown also lists entries found by words on their pages, after its own results: the site server
 * asks the CMS's page-text search for the dropdown's request (here the answer builder with the given hits),
 * so the browser never downloads page text itself.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DROPDOWN_DEBOUNCE_MS } from '../hooks/useDropdownAnswer';
import { SWRConfig } from 'swr';
import { archives, articles, scans } from '../../../../test/fixtures/catalog';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { dropdownFetcher } from '../../../../test/support/dropdownFetcher';
import type { PageTextHit } from '../api/pageTextSearch';
import { SEARCH_SUGGEST_PATH, searchSuggestPath } from '../api/searchSuggest';
import { SearchBox } from './SearchBox';

const hit = (documentId: string, page: number, snippet: string): PageTextHit => ({
  kind: 'scans',
  documentId,
  page,
  snippet,
});

function renderSearchBox(pageHits: Record<string, PageTextHit[]>) {
  const fetcher = dropdownFetcher({ scans, archives, articles }, pageHits);
  renderWithProviders(
    <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <SearchBox />
    </SWRConfig>,
  );
  return { user: userEvent.setup(), input: screen.getByRole('combobox'), fetcher };
}

const requests = (fetcher: jest.Mock) =>
  fetcher.mock.calls.map(([path]) => path as string).filter((path) => path.startsWith(SEARCH_SUGGEST_PATH));

describe('SearchBox: words on the pages', () => {
  it('lists entries found on their pages after the results, linking to the page with the words', async () => {
    const { user, input, fetcher } = renderSearchBox({
      gabardine: [hit('scan5', 12, '…coats in gabardine…'), hit('scan3', 1, 'gabardine')],
    });
    await user.type(input, 'Gabardine');
    const group = await screen.findByRole('group', { name: 'Found on their pages' });
    const options = within(group).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'A.P.C. Rue MadameA.P.C. · page 12: …coats in gabardine…',
      'Six Issue 1Comme des Garçons · page 1: gabardine',
    ]);
    expect(options[0]).toHaveAttribute('href', '/scans/a.p.c./a.p.c.-rue-madame?page=12&q=gabardine');
    expect(options[1]).toHaveAttribute('href', '/scans/comme-des-garçons/six-issue-1?q=gabardine');
    // After every category's options, before "See all".
    const all = screen.getAllByRole('option');
    expect(all.at(-1)).toHaveTextContent('See all results for “Gabardine”');
    expect(all.at(-2)).toBe(options[1]);
    // One request, for the whole word, once typing paused; keys walk into the page hits too.
    expect(requests(fetcher)).toEqual([searchSuggestPath(['gabardine'])]);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 more found on their pages.'));
  });

  it('leaves out entries already found by title or designer, and shows at most three', async () => {
    const { user, input } = renderSearchBox({
      six: [
        hit('scan3', 2, 'six'),
        hit('scan5', 3, 'six'),
        hit('scan6', 4, 'six'),
        hit('scan7', 5, 'six'),
        hit('scan4', 6, 'six'),
      ],
    });
    await user.type(input, 'six');
    const group = await screen.findByRole('group', { name: 'Found on their pages' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.getAttribute('href')),
    ).toEqual([
      '/scans/a.p.c./a.p.c.-rue-madame?page=3&q=six',
      '/scans/maison-martin-margiela/maison-martin-margiela-(artisanal),-spring-1999?page=4&q=six',
      '/scans/yohji-yamamoto/yohji-yamamoto-talking-to-myself?page=5&q=six',
    ]);
  });

  it('asks nothing until the query has words', async () => {
    jest.useFakeTimers();
    try {
      const { input, fetcher } = renderSearchBox({});
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(input, '@@ ');
      // Well past the typing pause after which a query with words is sent.
      await act(() => jest.advanceTimersByTimeAsync(DROPDOWN_DEBOUNCE_MS * 3));
      expect(requests(fetcher)).toEqual([]);
      // The same wait with a word does ask.
      await user.type(input, 'six');
      await act(() => jest.advanceTimersByTimeAsync(DROPDOWN_DEBOUNCE_MS * 3));
      expect(requests(fetcher)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
