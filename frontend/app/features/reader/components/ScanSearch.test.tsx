/**
 * Search inside a scan and the text of its pages, in the reader: the page-text API is stood in for at
 * SWR's fetcher (the module boundary every client read goes through), the URL is a memory router's.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import { theme } from '../../../lib/theme';
import { mockReducedMotion, mockScreenWidth, restoreMatchMedia } from '../../../../test/support/matchMedia';
import type { EntrySearch, PageText, ReaderTexts } from '../api/pageTexts';
import { resetViewers, viewers } from '../../../../test/support/openSeadragonFake';
import { PageReader } from './PageReader';
import { makePages } from '../test/pageFixtures';

jest.mock('openseadragon', () => jest.requireActual('../../../../test/support/openSeadragonFake'));
jest.setTimeout(30_000);

const TITLE = 'Six Issue 1';
const URL_BASE = '/scans/comme-des-garcons/six-issue-1';
const SEARCH_PATH = '/api/page-texts/scans/doc1/search';
const PAGE_PATH = '/api/page-texts/scans/doc1/pages';

const GABARDINE: EntrySearch = {
  query: 'gabardine',
  words: ['gabardine'],
  hits: [
    { page: 3, snippet: '…coats in gabardine, 480 francs…', boxes: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.04 }] },
    { page: 7, snippet: '…a gabardine trench…', boxes: [{ x: 0.5, y: 0.6, w: 0.2, h: 0.03 }] },
  ],
};
const pageText = (page: number, status: PageText['status'] = 'done'): PageText => ({
  page,
  status,
  text: status === 'done' ? `Words printed on page ${page}\nSecond line` : '',
});

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="location">{location.search}</span>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderReader({
  url = URL_BASE,
  server = {},
  answers = {},
  pages = makePages(8),
}: {
  url?: string;
  server?: Partial<ReaderTexts>;
  answers?: Record<string, unknown>;
  pages?: ReturnType<typeof makePages>;
} = {}) {
  const fetcher = jest.fn(async (path: string) => {
    if (path in answers) return answers[path];
    const page = new RegExp(`^${PAGE_PATH}/(\\d+)$`).exec(path);
    if (page) return { data: pageText(Number(page[1])) };
    throw new Error(`no answer for ${path}`);
  });
  const texts: ReaderTexts = { kind: 'scans', documentId: 'doc1', pageText: null, search: null, ...server };
  const view = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/scans/:designer/:title"
              element={
                <>
                  <PageReader title={TITLE} pages={pages} texts={texts} />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </ThemeProvider>,
  );
  return { ...view, fetcher, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;
const stage = () => screen.getByRole('region', { name: `${TITLE}: reader` });
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');
const marksOn = (page: number) => [
  ...(stage().querySelector(`[data-page="${page}"]`)?.querySelectorAll<HTMLElement>('[data-highlight]') ?? []),
];

/** Arriving with a search, the zoom view opens on the found word (see "arriving from a search result"). */
async function leaveLandingZoom(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

afterEach(() => {
  restoreMatchMedia();
  resetViewers();
});

describe('search in this scan', () => {
  it('lists the hits by page, announces the count, and a hit turns to its page with the words marked', async () => {
    const { user, fetcher, container } = renderReader({
      answers: { [`${SEARCH_PATH}?q=gabardine`]: { data: GABARDINE } },
    });
    const field = screen.getByRole('searchbox', { name: 'Search in this scan' });
    await user.type(field, 'gabardine{Enter}');
    expect(location()).toBe('?q=gabardine');
    const results = await screen.findByRole('list', { name: '2 pages contain “gabardine”' });
    expect(fetcher).toHaveBeenCalledWith(`${SEARCH_PATH}?q=gabardine`);
    expect(liveRegion(container)).toHaveTextContent('2 pages contain “gabardine”');
    const links = within(results).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Page 3 — …coats in gabardine, 480 francs…',
      'Page 7 — …a gabardine trench…',
    ]);
    expect(links[0]).toHaveAttribute('href', `${URL_BASE}?q=gabardine&page=3`);

    await user.click(links[0]);
    expect(location()).toBe('?q=gabardine&page=3');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page 3 of 8'));
    // The mark sits over the word: the box's fractions of the page, a little room around it.
    const [mark] = marksOn(3);
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    const percent = (value: string) => Number.parseFloat(value);
    expect(percent(mark.style.left)).toBeCloseTo(9.7);
    expect(percent(mark.style.top)).toBeCloseTo(19.7);
    expect(percent(mark.style.width)).toBeCloseTo(30.6);
    expect(percent(mark.style.height)).toBeCloseTo(4.6);
    expect(screen.getByText('Result 1 of 2')).toBeInTheDocument();
    expect(within(results).getByRole('link', { current: 'page' })).toBe(links[0]);
  });

  it('walks the hits with next and previous result, and Back returns to where the search was', async () => {
    const { user } = renderReader({
      url: `${URL_BASE}?q=gabardine`,
      answers: { [`${SEARCH_PATH}?q=gabardine`]: { data: GABARDINE } },
    });
    const next = await screen.findByRole('button', { name: 'Next result' });
    const previous = screen.getByRole('button', { name: 'Previous result' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    await waitFor(() => expect(location()).toBe('?q=gabardine&page=3'));
    await user.click(next);
    await waitFor(() => expect(location()).toBe('?q=gabardine&page=7'));
    expect(marksOn(7)).toHaveLength(1);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    await waitFor(() => expect(location()).toBe('?q=gabardine&page=3'));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(location()).toBe('?q=gabardine&page=3'));
  });

  it('restores the search from the URL into the field, and Back brings back the previous search', async () => {
    const { user } = renderReader({
      url: `${URL_BASE}?q=gabardine`,
      answers: {
        [`${SEARCH_PATH}?q=gabardine`]: { data: GABARDINE },
        [`${SEARCH_PATH}?q=tweed`]: { data: { query: 'tweed', words: ['tweed'], hits: [] } },
      },
    });
    const field = screen.getByRole('searchbox', { name: 'Search in this scan' });
    expect(field).toHaveValue('gabardine');
    await user.clear(field);
    await user.type(field, 'tweed{Enter}');
    expect(await screen.findByRole('heading', { name: 'No page contains “tweed”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(field).toHaveValue('gabardine'));
    expect(await screen.findByRole('list', { name: '2 pages contain “gabardine”' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear the search' }));
    expect(location()).toBe('');
    expect(field).toHaveValue('');
    expect(screen.queryByRole('list', { name: /contain/ })).not.toBeInTheDocument();
  });

  it('takes the server’s hits and page text for the URL without asking again', async () => {
    const { fetcher, user } = renderReader({
      url: `${URL_BASE}?q=gabardine&page=3`,
      server: { search: { q: 'gabardine', result: GABARDINE }, pageText: pageText(3) },
    });
    await leaveLandingZoom(user);
    expect(screen.getByRole('list', { name: '2 pages contain “gabardine”' })).toBeInTheDocument();
    expect(screen.getByText(/Words printed on page 3/)).toBeInTheDocument();
    // SWR puts off a mounted hook's revalidation to the next animation frame when it has data to show.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(fetcher).not.toHaveBeenCalled();
    expect(marksOn(3)).toHaveLength(1);
  });

  it('marks the words over the zoomed full image of a page without tiles', async () => {
    renderReader({
      url: `${URL_BASE}?q=gabardine&page=3`,
      server: { search: { q: 'gabardine', result: GABARDINE } },
    });
    // Arriving with a search, the zoom view opens by itself.
    await screen.findByRole('dialog', { name: `${TITLE}, page 3` });
    await waitFor(() => expect(viewers).toHaveLength(1));
    const [viewer] = viewers;
    expect(viewer.options.tileSources).toEqual({ type: 'image', url: '/uploads/page_3.webp' });
    act(() => viewer.open());
    await waitFor(() => expect(viewer.overlays).toHaveLength(1));
    // The same fractions as over the reader's page, in the fake's viewport units (y in units of the width).
    const { element, location: place } = viewer.overlays[0];
    expect(element).toHaveAttribute('data-highlight');
    expect(place.x).toBeCloseTo(0.097);
    expect(place.y).toBeCloseTo(0.197 * 1.5);
  });

  it('marks the words over the tiles in deep zoom', async () => {
    mockReducedMotion(true);
    const pages = makePages(8).map((image, index) => ({ ...image, deepZoom: `hash${index + 1}` }));
    renderReader({
      url: `${URL_BASE}?q=gabardine&page=3`,
      server: { search: { q: 'gabardine', result: GABARDINE } },
      pages,
    });
    await screen.findByRole('dialog', { name: `${TITLE}, page 3` });
    await waitFor(() => expect(viewers).toHaveLength(1));
    const [viewer] = viewers;
    act(() => viewer.open());
    await waitFor(() => expect(viewer.overlays).toHaveLength(1));
    // The fake's page is 2000 × 3000 px and 1 viewport unit wide: y is in units of the width.
    const { element, location: place } = viewer.overlays[0];
    expect(element).toHaveAttribute('data-highlight');
    expect(place.x).toBeCloseTo(0.097);
    expect(place.y).toBeCloseTo(0.197 * 1.5);
    expect(place.width).toBeCloseTo(0.306);
    expect(place.height).toBeCloseTo(0.046 * 1.5);
  });
});

describe('search in this scan, in two-page spreads', () => {
  const FACING: EntrySearch = {
    ...GABARDINE,
    hits: [GABARDINE.hits[0], { ...GABARDINE.hits[0], page: 2 }, GABARDINE.hits[1]],
  };

  it('marks both pages of a spread and counts a hit on either as the one on screen', async () => {
    mockScreenWidth(1200);
    const { user } = renderReader({
      url: `${URL_BASE}?q=gabardine&page=2`,
      server: { search: { q: 'gabardine', result: FACING } },
    });
    await leaveLandingZoom(user);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Pages 2 and 3 of 8'));
    expect(marksOn(2)).toHaveLength(1);
    expect(marksOn(3)).toHaveLength(1);
    const results = screen.getByRole('list', { name: '3 pages contain “gabardine”' });
    await waitFor(() => expect(screen.getByText('Result 1 of 3')).toBeInTheDocument());
    expect(
      within(results)
        .getAllByRole('link', { current: 'page' })
        .map((link) => link.textContent),
    ).toEqual(['Page 3 — …coats in gabardine, 480 francs…', 'Page 2 — …coats in gabardine, 480 francs…']);
    expect(screen.getByRole('button', { name: 'Previous result' })).toHaveAttribute('aria-disabled', 'true');

    // Next result goes past the spread on screen, not to its right-hand page.
    await user.click(screen.getByRole('button', { name: 'Next result' }));
    await waitFor(() => expect(location()).toBe('?q=gabardine&page=7'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Pages 6 and 7 of 8'));
    expect(screen.getByText('Result 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next result' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous result' }));
    await waitFor(() => expect(location()).toBe('?q=gabardine&page=3'));
    await waitFor(() => expect(screen.getByText('Result 1 of 3')).toBeInTheDocument());
  });

  it('treats the left page in the URL as showing the hit on the right-hand page', async () => {
    mockScreenWidth(1200);
    renderReader({
      url: `${URL_BASE}?q=gabardine&page=6`,
      server: { search: { q: 'gabardine', result: GABARDINE } },
    });
    await waitFor(() => expect(screen.getByText('Result 2 of 2')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Next result' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous result' })).toHaveAttribute('aria-disabled', 'false');
  });
});

describe('text of this page', () => {
  it('shows the open page’s text and follows the reader as it turns pages', async () => {
    const { user, fetcher } = renderReader({ url: `${URL_BASE}?page=2`, server: { pageText: pageText(2) } });
    const summary = screen.getByText('Text of this page (page 2)');
    expect(summary.closest('details')).toHaveTextContent('Words printed on page 2');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Text of this page (page 3)')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(/Words printed on page 3/)).toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledWith(`${PAGE_PATH}/3`);
    expect(fetcher).not.toHaveBeenCalledWith(`${PAGE_PATH}/2`);
  });

  it('says so when no text has been read from the page', async () => {
    renderReader({
      answers: { [`${PAGE_PATH}/1`]: { data: pageText(1, 'failed') } },
    });
    expect(await screen.findByText('No text has been read from this page yet.')).toBeInTheDocument();
  });
});

describe('arriving from a search result', () => {
  const answers = { [`${SEARCH_PATH}?q=gabardine`]: { data: GABARDINE } };
  let scrolled: jest.SpyInstance;
  beforeEach(() => {
    scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  });
  afterEach(() => scrolled.mockRestore());

  /** The zoom view's viewer, once its image has opened. */
  async function openedViewer() {
    await waitFor(() => expect(viewers).toHaveLength(1));
    act(() => viewers[0].open());
    return viewers[0];
  }

  it('scrolls the reader into view and zooms to the found word, highlighted and announced', async () => {
    const { user } = renderReader({ url: `${URL_BASE}?page=3&q=gabardine`, answers });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(stage());
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));

    const dialog = await screen.findByRole('dialog', { name: `${TITLE}, page 3` });
    const announced = 'Page 3: zoomed in on “gabardine”, highlighted.';
    expect(within(dialog).getByRole('status')).toHaveTextContent(announced);
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(announced));
    const viewer = await openedViewer();
    // The word's box {0.1, 0.2, 0.3, 0.04} on the 1240 × 1754 px page, 5 % of the page around it, at least a
    // quarter of the page: 62,167,496,439 px (in the stand-in viewer's units, a 2000 px wide page).
    expect(viewer.viewport.fitBounds).toHaveBeenCalledWith(
      expect.objectContaining({ x: 62 / 2000, y: 167 / 2000, width: 496 / 2000, height: 439 / 2000 }),
      true,
    );
    // What the view then shows goes into the URL, as any zoom does.
    await waitFor(() => expect(location()).toMatch(/^\?page=3&q=gabardine&zoom=62,\d+,496,\d+$/));
    expect(viewer.overlays).toHaveLength(1);
    expect(viewer.overlays[0].element).toHaveAttribute('data-highlight');

    // Leaving the zoom view, focus is on the page the word is on.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Zoom in on page 3' })).toHaveFocus();
    expect(location()).toBe('?page=3&q=gabardine');
  });

  it('keeps a zoom already in the link, and only scrolls on a page without a found word', async () => {
    renderReader({ url: `${URL_BASE}?page=7&q=gabardine&zoom=100,100,400,400`, answers });
    await screen.findByRole('dialog', { name: `${TITLE}, page 7` });
    const viewer = await openedViewer();
    expect(viewer.viewport.fitBounds).toHaveBeenCalledWith(expect.objectContaining({ x: 0.05, width: 0.2 }), true);
    cleanup();
    resetViewers();

    renderReader({ url: `${URL_BASE}?page=2&q=gabardine`, answers });
    await screen.findByRole('list', { name: '2 pages contain “gabardine”' });
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(stage()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does neither for a search typed in the reader', async () => {
    const { user } = renderReader({ url: `${URL_BASE}?page=3`, answers });
    await user.type(screen.getByRole('searchbox', { name: 'Search in this scan' }), 'gabardine{Enter}');
    await screen.findByRole('list', { name: '2 pages contain “gabardine”' });
    expect(scrolled).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
