/**
 * The navbar box searches an index of the catalogs that is built once per catalog version, not on
 * each keystroke, so typing stays quick on large catalogs. The engine reads an article's blocks only
 * while it builds an index, so a probe on one article's blocks counts the builds.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig, useSWRConfig, type ScopedMutator } from 'swr';
import { archives, articles, scan, scans } from '../../../../test/fixtures/catalog';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { CATALOG_PATHS } from '../api/catalogPaths';
import { SearchBox } from './SearchBox';

let builds = 0;
/** The articles catalog, its first article's blocks counting reads (not enumerable, so SWR's compare skips it). */
const probedArticles = () =>
  articles.map((article, position) =>
    position === 0
      ? Object.defineProperty({ ...article }, 'blocks', {
          enumerable: false,
          get: () => {
            builds += 1;
            return article.blocks;
          },
        })
      : article,
  );

let mutate: ScopedMutator;
function MutateProbe() {
  mutate = useSWRConfig().mutate;
  return null;
}

function renderSearchBox() {
  const catalogs: Record<string, unknown> = {
    [CATALOG_PATHS.scans]: scans,
    [CATALOG_PATHS.archives]: archives,
    [CATALOG_PATHS.articles]: probedArticles(),
  };
  const fetcher = jest.fn((path: string) => Promise.resolve(catalogs[path]));
  renderWithProviders(
    <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <MutateProbe />
      <SearchBox />
    </SWRConfig>,
  );
  return { user: userEvent.setup(), input: screen.getByRole('combobox'), fetcher };
}

const optionTitles = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

/** Waits until every catalog has arrived and the dropdown shows `title` among its results. */
const showsResult = (title: string) =>
  waitFor(() => expect(optionTitles().some((text) => text.startsWith(title))).toBe(true));

beforeEach(() => {
  builds = 0;
});

describe('SearchBox search index', () => {
  it('builds no index before the visitor reaches for the box', () => {
    renderSearchBox();
    expect(builds).toBe(0);
  });

  it('searches the same index on every keystroke once the catalogs are in', async () => {
    const { user, input, fetcher } = renderSearchBox();
    await user.type(input, 'six');
    await showsResult('Six Issue 1');
    // The three catalogs, once (the page-text search, asked once typing pauses, is not a catalog).
    const catalogReads = () => fetcher.mock.calls.filter(([path]) => path.startsWith('/api/catalog/'));
    await waitFor(() => expect(catalogReads()).toHaveLength(3));
    const settled = builds;
    expect(settled).toBeGreaterThan(0);

    // Ten more keystrokes, narrowing and widening the results.
    await user.type(input, ' issue 10');
    await waitFor(() =>
      expect(optionTitles().filter((text) => !text.startsWith('See all'))).toEqual([
        expect.stringMatching(/^Six Issue 10/),
      ]),
    );
    await user.clear(input);
    await user.type(input, 'garcons');
    await showsResult('Spring Summer 1997 Body Meets Dress');

    expect(builds).toBe(settled);
  });

  it('builds one new index when a catalog changes, then keeps it while the visitor types', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'garcons');
    await showsResult('Six Issue 1');
    const before = builds;

    // A new version of the scans catalog arrives (SWR revalidated it).
    const newScans = [...scans, scan(12, 'Comme des Garçons Homme Plus 1990', 'Comme des Garçons', 1990)];
    await act(() => mutate(CATALOG_PATHS.scans, newScans, { revalidate: false }));
    await user.type(input, ' homme');
    await showsResult('Comme des Garçons Homme Plus 1990');
    await user.type(input, ' plus');
    await showsResult('Comme des Garçons Homme Plus 1990');

    expect(builds).toBe(before + 1);
  });
});
