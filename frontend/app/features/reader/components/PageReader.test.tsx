import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { theme } from '../../../lib/theme';
import { mockScreenWidth } from '../../../../test/support/matchMedia';
import { resetViewers, viewers } from '../../../../test/support/openSeadragonFake';
import { PageReader, type PageReaderProps } from './PageReader';
import { makePages } from '../test/pageFixtures';

// The zoom view is OpenSeadragon, which jsdom cannot draw: a stand-in records what it is asked.
jest.mock('openseadragon', () => jest.requireActual('../../../../test/support/openSeadragonFake'));

const TITLE = 'Six Issue 1';

// MUI and user-event are slow in jsdom on a shared two-core machine; these tests click through many steps.
jest.setTimeout(30_000);

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="location">{location.pathname + location.search}</span>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderReader({
  url = '/scans/comme-des-garcons/six-issue-1',
  ...props
}: Partial<PageReaderProps> & { url?: string | string[] } = {}) {
  const pages = props.pages ?? makePages(12);
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={Array.isArray(url) ? url : [url]}>
        <Routes>
          <Route path="/scans" element={<p>Scan list</p>} />
          <Route
            path="/scans/:designer/:title"
            element={
              <>
                <PageReader
                  title={props.title ?? TITLE}
                  pages={pages}
                  noun={props.noun}
                  pageDownloadHref={props.pageDownloadHref}
                />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user, pages, ...view };
}

const location = () => screen.getByTestId('location').textContent;
// `hidden`: while the zoom dialog is open, the page behind it is hidden from assistive technology.
const status = () => screen.getByRole('status', { hidden: true }).textContent;
const stage = () => screen.getByRole('region', { name: `${TITLE}: reader` });
/** Images with alt text on the stage: the pages (thumbnails have empty alt text, their buttons say the page). */
const stageImages = () => [...stage().querySelectorAll<HTMLImageElement>('img:not([alt=""])')];
const shownPages = () => stageImages().map((image) => image.alt);

/** Opens a page's zoom view with a click and leaves it with Escape: focus is then back on that page. */
async function zoomInAndOut(user: ReturnType<typeof userEvent.setup>, page: number) {
  await user.click(screen.getByRole('button', { name: `Zoom in on page ${page}` }));
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

afterEach(() => {
  // jsdom has no matchMedia; tests that stand it in put things back as they were.
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.restoreAllMocks();
  resetViewers();
});

describe('PageReader navigation', () => {
  it('shows one page at a time with its alt text and turns pages with the buttons', async () => {
    const { user } = renderReader();
    expect(shownPages()).toEqual([`${TITLE}, page 1`]);
    expect(status()).toBe('Page 1 of 12');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownPages()).toEqual([`${TITLE}, page 2`]);
    expect(status()).toBe('Page 2 of 12');
    expect(location()).toBe('/scans/comme-des-garcons/six-issue-1?page=2');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(shownPages()).toEqual([`${TITLE}, page 1`]);
    // Page 1 is the bare URL.
    expect(location()).toBe('/scans/comme-des-garcons/six-issue-1');
  });

  it('keeps previous and next focusable but inert at either end', async () => {
    const { user } = renderReader({ pages: makePages(2) });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(previous);
    expect(status()).toBe('Page 1 of 2');

    await user.click(next);
    await user.click(next);
    expect(status()).toBe('Page 2 of 2');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
  });

  it('turns pages with the arrow keys, and Home and End once focus is in the reader', async () => {
    const { user } = renderReader();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(status()).toBe('Page 3 of 12');
    await user.keyboard('{ArrowLeft}');
    expect(status()).toBe('Page 2 of 12');

    // With nothing focused, End is the browser's (scroll to the bottom), not the reader's.
    await user.keyboard('{End}');
    expect(status()).toBe('Page 2 of 12');

    await zoomInAndOut(user, 2);
    await user.keyboard('{End}');
    expect(status()).toBe('Page 12 of 12');
    await user.keyboard('{Home}');
    expect(status()).toBe('Page 1 of 12');
  });

  it('leaves keys alone while the reader types a page number or uses a modifier', async () => {
    const { user } = renderReader();
    await user.click(screen.getByRole('textbox', { name: 'Page' }));
    await user.keyboard('{ArrowRight}');
    expect(status()).toBe('Page 1 of 12');

    await user.click(document.body);
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(status()).toBe('Page 1 of 12');
  });

  it('keeps focus on the page button through a page turn by keyboard', async () => {
    const { user } = renderReader();
    await zoomInAndOut(user, 1);
    expect(screen.getByRole('button', { name: 'Zoom in on page 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Zoom in on page 2' })).toHaveFocus();
  });

  it('jumps to a typed page, bringing a number past the end to the last page', async () => {
    const { user } = renderReader();
    const field = screen.getByRole('textbox', { name: 'Page' });
    expect(field).toHaveValue('1');
    expect(field).toHaveAccessibleDescription('of 12');

    await user.clear(field);
    await user.type(field, '7{Enter}');
    expect(status()).toBe('Page 7 of 12');
    expect(field).toHaveValue('7');
    expect(location()).toMatch(/\?page=7$/);

    await user.clear(field);
    await user.type(field, '99{Enter}');
    expect(status()).toBe('Page 12 of 12');

    await user.clear(field);
    await user.type(field, 'two{Enter}');
    expect(status()).toBe('Page 12 of 12');
    expect(field).toHaveValue('12');

    await user.clear(field);
    await user.type(field, '3{Escape}');
    expect(field).toHaveValue('12');
  });

  it('turns pages with a horizontal swipe and ignores a vertical one', () => {
    renderReader();
    const page = screen.getByRole('button', { name: 'Zoom in on page 1' });
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(page, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(page, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };

    swipe([300, 200], [120, 210]);
    expect(status()).toBe('Page 2 of 12');
    swipe([100, 200], [280, 190]);
    expect(status()).toBe('Page 1 of 12');
    swipe([200, 100], [230, 400]);
    expect(status()).toBe('Page 1 of 12');
  });

  it('speaks of images in an archive gallery', () => {
    renderReader({ noun: 'image', pages: makePages(3) });
    expect(screen.getByRole('img', { name: `${TITLE}, image 1` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
    expect(status()).toBe('Image 1 of 3');
  });

  it('renders nothing for an entry without pages', () => {
    const { container } = renderReader({ pages: [] });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('PageReader downloads', () => {
  it('offers the open page’s original file as a download, following the page', async () => {
    const { user } = renderReader({ pageDownloadHref: (page) => `/downloads/page/${page}` });
    const download = screen.getByRole('link', { name: 'Download page 1 at full resolution' });
    expect(download).toHaveAttribute('href', '/downloads/page/1');
    expect(download).toHaveAttribute('download');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(status()).toMatch(/^Pages? 2\b/));
    expect(screen.getByRole('link', { name: 'Download page 2 at full resolution' })).toHaveAttribute(
      'href',
      '/downloads/page/2',
    );
  });

  it('offers no download without a place to download from', () => {
    renderReader();
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  });
});

describe('PageReader and the URL', () => {
  it('opens the page named in the URL and follows the back button', async () => {
    const { user } = renderReader({ url: '/scans/comme-des-garcons/six-issue-1?page=5' });
    expect(status()).toBe('Page 5 of 12');

    await user.click(screen.getByRole('button', { name: 'Go to page 9' }));
    expect(status()).toBe('Page 9 of 12');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(status()).toBe('Page 5 of 12');
    expect(location()).toMatch(/\?page=5$/);
  });

  it('adds a history entry for a jump but not for each page turn', async () => {
    const { user } = renderReader({ url: ['/scans', '/scans/comme-des-garcons/six-issue-1'] });
    await user.click(screen.getByRole('button', { name: 'Go to page 6' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(status()).toBe('Page 8 of 12');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(status()).toBe('Page 1 of 12');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByText('Scan list')).toBeInTheDocument();
  });

  it('opens the first page for a page number that is not a number', () => {
    renderReader({ url: '/scans/comme-des-garcons/six-issue-1?page=abc' });
    expect(status()).toBe('Page 1 of 12');
  });

  it('opens the last page for a page number past the end, keeping other parameters', () => {
    renderReader({ url: '/scans/comme-des-garcons/six-issue-1?ref=newsletter&page=40' });
    expect(status()).toBe('Page 12 of 12');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(location()).toBe('/scans/comme-des-garcons/six-issue-1?ref=newsletter&page=11');
  });
});

describe('PageReader spreads', () => {
  it('shows two facing pages on a wide screen with the cover alone', async () => {
    mockScreenWidth(1280);
    const { user } = renderReader();
    expect(screen.getByRole('button', { name: 'Two-page spread' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownPages()).toEqual([`${TITLE}, page 1`]);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownPages()).toEqual([`${TITLE}, page 2`, `${TITLE}, page 3`]);
    expect(status()).toBe('Pages 2 and 3 of 12');
    expect(screen.getAllByRole('button', { current: true }).map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Go to page 2',
      'Go to page 3',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(status()).toBe('Pages 4 and 5 of 12');
    expect(location()).toMatch(/\?page=4$/);
  });

  it('shows one page at a time on a phone, and the reader can switch', async () => {
    mockScreenWidth(390);
    const { user } = renderReader({ url: '/scans/comme-des-garcons/six-issue-1?page=3' });
    const toggle = screen.getByRole('button', { name: 'Two-page spread' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(shownPages()).toEqual([`${TITLE}, page 3`]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(shownPages()).toEqual([`${TITLE}, page 2`, `${TITLE}, page 3`]);

    // S acts only with focus in the reader; with nothing focused the key is left to the page.
    await user.click(document.body);
    await user.keyboard('s');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    act(() => toggle.focus());
    await user.keyboard('s');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(shownPages()).toEqual([`${TITLE}, page 3`]);
  });

  it('ends an even page count on a lone back cover', async () => {
    mockScreenWidth(1280);
    const { user } = renderReader({ url: '/scans/comme-des-garcons/six-issue-1?page=10' });
    expect(status()).toBe('Pages 10 and 11 of 12');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownPages()).toEqual([`${TITLE}, page 12`]);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('ends an odd page count on a full spread', async () => {
    mockScreenWidth(1280);
    const { user } = renderReader({ pages: makePages(11), url: '/scans/comme-des-garcons/six-issue-1?page=8' });
    expect(status()).toBe('Pages 8 and 9 of 11');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownPages()).toEqual([`${TITLE}, page 10`, `${TITLE}, page 11`]);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(status()).toBe('Pages 8 and 9 of 11');
  });

  it('shows the spread holding a typed page, and keeps that page in the URL', async () => {
    mockScreenWidth(1280);
    const { user } = renderReader();
    const field = screen.getByRole('textbox', { name: 'Page' });
    await user.clear(field);
    await user.type(field, '7{Enter}');
    expect(shownPages()).toEqual([`${TITLE}, page 6`, `${TITLE}, page 7`]);
    expect(location()).toMatch(/\?page=7$/);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(status()).toBe('Pages 4 and 5 of 12');
  });

  it('moves focus to the remaining page when a right-hand page goes away', async () => {
    mockScreenWidth(1280);
    const { user } = renderReader({ url: '/scans/comme-des-garcons/six-issue-1?page=10' });
    await zoomInAndOut(user, 11);
    expect(screen.getByRole('button', { name: 'Zoom in on page 11' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Zoom in on page 12' })).toHaveFocus();
  });
});

describe('PageReader loading', () => {
  /** Sources the reader fetches ahead: it sets `src` on detached images (React sets attributes instead). */
  function watchPreloads() {
    const fetched: string[] = [];
    jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
      this: HTMLImageElement,
      value: string,
    ) {
      fetched.push(`${value} | ${this.srcset}`);
    });
    return (url: string) => fetched.some((entry) => entry.includes(url));
  }

  it('loads the pages on screen and their neighbours, and nothing further away', () => {
    const preloaded = watchPreloads();
    const { container } = renderReader({
      pages: makePages(20, 'far'),
      url: '/scans/comme-des-garcons/six-issue-1?page=10',
    });
    expect(stageImages().map((image) => image.getAttribute('src'))).toEqual(['/uploads/small_far_10.webp']);
    expect(stageImages()[0]).toHaveAttribute('loading', 'eager');

    expect(preloaded('/uploads/large_far_9.webp')).toBe(true);
    expect(preloaded('/uploads/large_far_11.webp')).toBe(true);
    for (const far of [1, 8, 12, 20]) {
      expect(preloaded(`/uploads/large_far_${far}.webp`)).toBe(false);
      expect(container.querySelector(`img[srcset*="/far_${far}.webp"]`)).toBeNull();
    }

    // Thumbnails of every page are listed, small, and left for the browser to load as they scroll into view.
    const thumbnails = [...screen.getByRole('list', { name: 'Page thumbnails' }).querySelectorAll('img')];
    expect(thumbnails).toHaveLength(20);
    expect(thumbnails.every((thumb) => thumb.getAttribute('loading') === 'lazy')).toBe(true);
    expect(thumbnails[0]).toHaveAttribute('src', '/uploads/thumbnail_far_1.webp');
  });

  it('gives each page responsive sources and its size before it loads', () => {
    renderReader();
    const page = screen.getByRole('img', { name: `${TITLE}, page 1` });
    expect(page).toHaveAttribute('width', '1240');
    expect(page).toHaveAttribute('height', '1754');
    expect(page.getAttribute('srcset')).toContain('/uploads/large_page_1.webp 707w');
    expect(page.getAttribute('srcset')).toContain('/uploads/page_1.webp 1240w');
    expect(page).toHaveAttribute('sizes');
  });
});

describe('PageReader zoom', () => {
  it('opens the page in a zoom dialog, zooms with + and −, and gives focus back on Escape', async () => {
    const { user } = renderReader();
    const pageButton = screen.getByRole('button', { name: 'Zoom in on page 1' });
    await user.click(pageButton);

    await screen.findByRole('dialog', { name: `${TITLE}, page 1` });
    await waitFor(() => expect(viewers).toHaveLength(1));
    const [viewer] = viewers;
    expect(viewer.options.tileSources).toEqual({ type: 'image', url: '/uploads/page_1.webp' });
    act(() => viewer.open());

    await user.keyboard('+');
    expect(viewer.viewport.getZoom()).toBeCloseTo(1.5);
    await user.keyboard('+');
    expect(viewer.viewport.getZoom()).toBeCloseTo(2.25);
    await user.keyboard('-');
    expect(viewer.viewport.getZoom()).toBeCloseTo(1.5);
    await user.keyboard('0');
    expect(viewer.viewport.getZoom()).toBe(1);
    // Arrow keys pan inside the zoom view; they do not turn the page behind it.
    await user.keyboard('{ArrowRight}');
    expect(viewer.viewport.panBy).toHaveBeenCalled();
    expect(status()).toBe('Page 1 of 12');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(viewer.destroyed).toBe(true);
    expect(pageButton).toHaveFocus();
  });

  it('gives focus back to the page after the close button', async () => {
    const { user } = renderReader();
    await user.click(screen.getByRole('button', { name: 'Zoom in on page 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close zoom' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Zoom in on page 1' })).toHaveFocus();
  });

  it('opens the page on screen with Z and returns focus to where it was', async () => {
    const { user } = renderReader({ url: '/scans/comme-des-garcons/six-issue-1?page=4' });
    const next = screen.getByRole('button', { name: 'Next page' });
    act(() => next.focus());
    await user.keyboard('z');
    expect(await screen.findByRole('dialog', { name: `${TITLE}, page 4` })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(next).toHaveFocus();
  });
});

describe('PageReader deep zoom', () => {
  const SCAN = '/scans/comme-des-garcons/six-issue-1';
  const tiledPages = () => makePages(12).map((image, index) => ({ ...image, deepZoom: `hash${index + 1}` }));

  /** The newest viewer, once its tiles have opened. */
  async function openTiles(count: number) {
    await waitFor(() => expect(viewers).toHaveLength(count));
    const viewer = viewers[count - 1];
    act(() => viewer.open());
    return viewer;
  }

  it('keeps the zoomed region in the URL, turns pages inside the zoom and gives focus back on Escape', async () => {
    const { user } = renderReader({ pages: tiledPages(), url: `${SCAN}?page=3` });
    const pageButton = screen.getByRole('button', { name: 'Zoom in on page 3' });
    await user.click(pageButton);
    const dialog = await screen.findByRole('dialog', { name: `${TITLE}, page 3` });
    const viewer = await openTiles(1);
    expect(viewer.options.tileSources).toBe('/iiif/image/hash3/info.json');
    await waitFor(() => expect(location()).toBe(`${SCAN}?page=3&zoom=full`));

    await user.keyboard('++');
    await waitFor(() => expect(location()).toBe(`${SCAN}?page=3&zoom=556,833,888,1334`));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(location()).toBe(`${SCAN}?page=3&zoom=556,633,888,1334`));
    expect(status()).toBe('Page 3 of 12');

    // Page Down turns the page inside the zoom view; the reader behind it follows, and the URL with it.
    await user.keyboard('{PageDown}');
    expect(dialog).toHaveAccessibleName(`${TITLE}, page 4`);
    expect(status()).toBe('Page 4 of 12');
    await openTiles(2);
    expect(viewers[1].options.tileSources).toBe('/iiif/image/hash4/info.json');
    await waitFor(() => expect(location()).toBe(`${SCAN}?page=4&zoom=full`));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(`${SCAN}?page=4`);
    // The page button that opened the view, now showing page 4, has the focus back.
    expect(pageButton).toHaveFocus();
    expect(pageButton).toHaveAccessibleName('Zoom in on page 4');
  });

  it('opens a linked region on load and, on Escape, puts focus on the page', async () => {
    const { user } = renderReader({ pages: tiledPages(), url: `${SCAN}?page=5&zoom=400,600,500,750` });
    await screen.findByRole('dialog', { name: `${TITLE}, page 5` });
    const viewer = await openTiles(1);
    expect(viewer.viewport.fitBounds).toHaveBeenCalledWith(
      expect.objectContaining({ x: 0.2, y: 0.3, width: 0.25, height: 0.375 }),
      true,
    );
    expect(location()).toBe(`${SCAN}?page=5&zoom=400,600,500,750`);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(`${SCAN}?page=5`);
    expect(screen.getByRole('button', { name: 'Zoom in on page 5' })).toHaveFocus();
  });

  it('ignores a zoom value that names no region of the page', async () => {
    renderReader({ pages: tiledPages(), url: `${SCAN}?page=2&zoom=5000,5000,10,10` });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(viewers).toHaveLength(0);
  });

  it('keeps the zoomed region of a page without tiles in the URL too', async () => {
    const { user } = renderReader({ url: `${SCAN}?page=2` });
    await user.click(screen.getByRole('button', { name: 'Zoom in on page 2' }));
    await screen.findByRole('dialog');
    const viewer = await openTiles(1);
    expect(viewer.options.tileSources).toEqual({ type: 'image', url: '/uploads/page_2.webp' });
    await user.keyboard('++');
    await waitFor(() => expect(location()).toBe(`${SCAN}?page=2&zoom=556,833,888,1334`));
  });
});

describe('PageReader full screen', () => {
  /** A browser that can show an element full screen (jsdom cannot). */
  function standInFullscreen() {
    let fullscreenElement: Element | null = null;
    const change = (element: Element | null) => {
      fullscreenElement = element;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    };
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
    const requestFullscreen = jest.fn(function (this: Element) {
      return change(this);
    });
    Object.assign(Element.prototype, { requestFullscreen });
    Object.assign(document, { exitFullscreen: () => change(null) });
    return {
      requestFullscreen,
      /** What the browser does when the visitor presses Escape in full screen, dropping focus on the way. */
      leaveByEscape: () =>
        act(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          void change(null);
        }),
      restore: () => {
        for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'] as const)
          delete (document as Partial<Document>)[key];
        delete (Element.prototype as Partial<Element>).requestFullscreen;
      },
    };
  }

  it('shows the reader full screen and gives focus back to the button when it ends', async () => {
    const fullscreen = standInFullscreen();
    try {
      const { user } = renderReader();
      const button = screen.getByRole('button', { name: 'Full screen' });
      await user.click(button);
      expect(fullscreen.requestFullscreen.mock.contexts[0]).toBe(stage());
      expect(button).toHaveAccessibleName('Exit full screen');

      fullscreen.leaveByEscape();
      expect(button).toHaveAccessibleName('Full screen');
      expect(button).toHaveFocus();

      // F does the same with focus in the reader.
      await user.keyboard('f');
      expect(button).toHaveAccessibleName('Exit full screen');
      await user.keyboard('f');
      expect(button).toHaveAccessibleName('Full screen');
    } finally {
      fullscreen.restore();
    }
  });

  it('offers no full screen where the browser has none', () => {
    renderReader();
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });
});

describe('PageReader shortcuts help', () => {
  it('lists the keyboard shortcuts on the page and names them on the buttons', async () => {
    const { user } = renderReader();
    await user.click(screen.getByText('Keyboard shortcuts'));
    expect(screen.getByText('Next page')).toBeVisible();
    expect(screen.getByText('Close the zoom view')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-keyshortcuts',
      'ArrowRight PageDown',
    );
    expect(screen.getByRole('button', { name: 'Two-page spread' })).toHaveAttribute('aria-keyshortcuts', 'S');
  });
});

describe('PageReader hydration', () => {
  it('turns the server-rendered page list into the reader once hydrated, without a mismatch', async () => {
    const reportedErrors = jest.spyOn(console, 'error');
    const app = (
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/scans/comme-des-garcons/six-issue-1?page=2']}>
          <PageReader title={TITLE} pages={makePages(3)} />
        </MemoryRouter>
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(screen.getByRole('list', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();

    const recoverableErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, app, { onRecoverableError: (error) => recoverableErrors.push(error) }),
    );
    expect(await screen.findByRole('region', { name: `${TITLE}: reader` })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pages' })).toBeNull();
    // The controls and the thumbnails follow the page in later commits.
    expect(await screen.findByRole('list', { name: 'Page thumbnails' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(status()).toBe('Page 2 of 3');
    expect(recoverableErrors).toEqual([]);
    expect(reportedErrors).not.toHaveBeenCalled();

    act(() => root.unmount());
    container.remove();
    reportedErrors.mockRestore();
  });
});
