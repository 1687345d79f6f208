import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_BLUR_DELAY_MS } from '@folio/core';
import { Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { archives, articles, scan, scans } from '../../../../test/fixtures/catalog';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { dropdownFetcher } from '../../../../test/support/dropdownFetcher';
import { searchSuggestPath } from '../api/searchSuggest';
import { SearchBox } from './SearchBox';

/** Seven Comme des Garçons scans in all: more than the dropdown's five per category. */
const catalog = {
  scans: [
    ...scans,
    scan(8, 'Six Issue 3', 'Comme des Garçons', 1989),
    scan(9, 'Six Issue 4', 'Comme des Garçons', 1989),
    scan(10, 'Comme des Garçons Shirt Catalogue 2008', 'Comme des Garçons', 2008),
    scan(11, 'Comme des Garçons Parfums: Odeur 53', 'Comme des Garçons', 1998),
  ],
  archives,
  articles,
};

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderSearchBox() {
  const fetcher = dropdownFetcher(catalog);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </SWRConfig>,
  );
  const input = screen.getByRole('combobox', { name: 'Search articles, scans and archives' });
  return { user, input, fetcher, form: screen.getByRole('search') };
}

const location = () => screen.getByTestId('location').textContent;
const optionTitles = () => screen.getAllByRole('option').map((option) => option.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBox timing', () => {
  it(`expands on focus and collapses ${SEARCH_BLUR_DELAY_MS} ms after blur`, async () => {
    const { user, input, form } = renderSearchBox();
    expect(form).toHaveAttribute('data-expanded', 'false');
    await user.click(input);
    expect(form).toHaveAttribute('data-expanded', 'true');
    act(() => input.blur());
    act(() => jest.advanceTimersByTime(SEARCH_BLUR_DELAY_MS - 1));
    expect(form).toHaveAttribute('data-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(form).toHaveAttribute('data-expanded', 'false');
  });

  it('stays expanded when the focus comes back within the delay', async () => {
    const { user, input, form } = renderSearchBox();
    await user.click(input);
    act(() => input.blur());
    act(() => jest.advanceTimersByTime(SEARCH_BLUR_DELAY_MS / 2));
    act(() => input.focus());
    act(() => jest.advanceTimersByTime(SEARCH_BLUR_DELAY_MS * 2));
    expect(form).toHaveAttribute('data-expanded', 'true');
  });

  it('keeps the dropdown through the delay, so a click on a result still lands', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'pleats');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    act(() => input.blur());
    act(() => jest.advanceTimersByTime(SEARCH_BLUR_DELAY_MS - 1));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('SearchBox dropdown', () => {
  it('asks the site server for the typed words once typing pauses, and never downloads the catalogs', async () => {
    const { user, input, fetcher } = renderSearchBox();
    expect(fetcher).not.toHaveBeenCalled();
    await user.type(input, 'Pleats!');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(fetcher.mock.calls.map(([path]) => path)).toEqual([searchSuggestPath(['pleats'])]);
  });

  it('shows no stale results when the server cannot answer, and Enter still opens the results page', async () => {
    const { user, input, fetcher } = renderSearchBox();
    await user.type(input, 'pleats');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    fetcher.mockImplementation(() => Promise.reject(new Error('HTTP 503')));
    await user.type(input, ' please');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.keyboard('{Enter}');
    expect(location()).toBe('/searchResults?key=pleats+please');
  });

  it('offers “Did you mean” for a misspelt name that finds nothing, leading to its results', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'Yohji Yamamotto');
    const suggestion = await screen.findByRole('option', { name: /^Did you mean\s*Yohji Yamamoto\s*\?$/ });
    expect(suggestion).toHaveAttribute('href', '/searchResults?key=Yohji+Yamamoto');
    // Screen readers hear the suggestion with the counts.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^Did you mean “Yohji Yamamoto”\? 0 articles/),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/searchResults?key=Yohji+Yamamoto');
    expect(input).toHaveValue('');
  });

  it('opens a clicked result and clears the box', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'rue madame');
    await user.click(await screen.findByRole('option', { name: /A\.P\.C\. Rue Madame/ }));
    expect(location()).toBe('/scans/a.p.c./a.p.c.-rue-madame');
    expect(input).toHaveValue('');
  });

  it('shows up to 5 results per category while there are results and the box is focused', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'garcons');
    const listbox = await screen.findByRole('listbox');
    const scansGroup = within(listbox).getByRole('group', { name: 'Scans · 5 of 7' });
    expect(
      within(scansGroup)
        .getAllByRole('option')
        .map((option) => option.getAttribute('href')),
    ).toEqual([
      '/scans/comme-des-garçons/comme-des-garçons-parfums-odeur-53',
      '/scans/comme-des-garçons/comme-des-garçons-shirt-catalogue-2008',
      '/scans/comme-des-garçons/six-issue-1',
      '/scans/comme-des-garçons/six-issue-2',
      '/scans/comme-des-garçons/six-issue-3',
    ]);
    expect(within(listbox).getByRole('group', { name: 'Archives' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);

    await user.clear(input);
    await user.type(input, 'zzzz');
    // The last answer stays until the new one arrives (no flicker while typing), then the dropdown closes.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzz”.');
  });

  it('announces how many results each category has', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'a.p.c');
    await screen.findByRole('listbox');
    expect(screen.getByRole('status')).toHaveTextContent('0 articles, 2 scans, 1 archive.');
  });
});

describe('SearchBox keyboard', () => {
  it('moves through the results with the arrow keys, wrapping around', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'six issue');
    await screen.findByRole('listbox');
    expect(optionTitles().map((title) => title?.split('Comme')[0])).toEqual([
      'Six Issue 1',
      'Six Issue 2',
      'Six Issue 3',
      'Six Issue 4',
      'Six Issue 10',
      'See all results for “six issue”',
    ]);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    const last = screen.getAllByRole('option').at(-1)!;
    expect(input).toHaveAttribute('aria-activedescendant', last.id);
  });

  it('opens the highlighted result with Enter and clears the box', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'six issue');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/scans/comme-des-garçons/six-issue-2');
    expect(input).toHaveValue('');
  });

  it('goes to the results page with Enter and the typed text, and clears the box', async () => {
    const { user, input, form } = renderSearchBox();
    await user.type(input, '  undercover@parco {Enter}');
    expect(location()).toBe('/searchResults?key=undercover%40parco');
    expect(input).toHaveValue('');
    act(() => jest.advanceTimersByTime(SEARCH_BLUR_DELAY_MS));
    expect(form).toHaveAttribute('data-expanded', 'false');
  });

  it('does nothing on Enter with an empty box', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, '   {Enter}');
    expect(location()).toBe('/');
  });

  it('closes the dropdown with Escape, and clears the text with a second Escape', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'pleats');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('pleats');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await user.type(input, 'pleats');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});
