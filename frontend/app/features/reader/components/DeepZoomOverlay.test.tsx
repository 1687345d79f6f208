import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { Image } from '@folio/core';
import { theme } from '../../../lib/theme';
import { mockReducedMotion, restoreMatchMedia } from '../../../../test/support/matchMedia';
import { readerText } from '../utils/readerText';
import { type FakeViewer, resetViewers, viewers } from '../../../../test/support/openSeadragonFake';
import { makePages } from '../test/pageFixtures';
import { ZoomOverlay } from './ZoomOverlay';

jest.mock('openseadragon', () => jest.requireActual('../../../../test/support/openSeadragonFake'));

const TITLE = 'Six Issue 1';

afterEach(() => {
  restoreMatchMedia();
  resetViewers();
});

function renderOverlay(overrides: Partial<Parameters<typeof ZoomOverlay>[0]> & { pages?: Image[] } = {}) {
  const pages = (overrides.pages ?? makePages(4)).map((image, index) => ({ ...image, deepZoom: `hash${index + 1}` }));
  const props = {
    open: true,
    page: 2,
    pageCount: pages.length,
    image: pages[1],
    text: readerText(TITLE),
    onClose: jest.fn(),
    onPageChange: jest.fn(),
    onRegionChange: jest.fn(),
    ...overrides,
  };
  const view = render(
    <ThemeProvider theme={theme}>
      <ZoomOverlay {...props} />
    </ThemeProvider>,
  );
  return { ...view, props, pages };
}

const dialog = () => screen.getByRole('dialog');
const viewerRegion = () => within(dialog()).getByRole('region', { name: 'Page 2 at full detail' });

/** The OpenSeadragon viewer once its code has loaded, its tiles opened. */
async function openedViewer(): Promise<FakeViewer> {
  await waitFor(() => expect(viewers).toHaveLength(1));
  const viewer = viewers[0];
  act(() => viewer.open());
  await waitFor(() => expect(viewerRegion()).toHaveAttribute('data-ready', 'true'));
  return viewer;
}

describe('ZoomOverlay with a tile pyramid', () => {
  it('loads OpenSeadragon on the page’s IIIF image service only once the view opens', async () => {
    mockReducedMotion(false);
    const { rerender, props } = renderOverlay({ open: false });
    await act(() => Promise.resolve());
    expect(viewers).toHaveLength(0);

    rerender(
      <ThemeProvider theme={theme}>
        <ZoomOverlay {...props} open />
      </ThemeProvider>,
    );
    expect(viewerRegion()).toHaveAttribute('aria-busy', 'true');
    expect(within(viewerRegion()).getByText('Loading the full-detail view…')).toBeInTheDocument();
    const viewer = await openedViewer();
    expect(viewer.options).toMatchObject({
      tileSources: '/iiif/image/hash2/info.json',
      showNavigationControl: false,
      keyboardNavEnabled: false,
      gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true, scrollToZoom: true, dragToPan: true },
      gestureSettingsTouch: { dblClickToZoom: true, pinchToZoom: true, dragToPan: true, flickEnabled: true },
    });
    expect(viewer.options.animationTime).toBeGreaterThan(0);
    expect(viewer.options.element).toBeInstanceOf(HTMLElement);
    expect(viewerRegion()).toContainElement(viewer.options.element as HTMLElement);
    expect(viewerRegion()).toHaveAttribute('aria-busy', 'false');
    expect(viewerRegion()).toHaveAttribute('data-image-zoom', '0.500');
    // OpenSeadragon's own style element would break the site's CSP: an empty one with the nonce stands in.
    expect(document.querySelectorAll('style[data-openseadragon-mobile-css]')).toHaveLength(1);
    expect(viewerRegion()).toHaveAttribute('data-deep-zoom', 'hash2');
  });

  it('moves without animation under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    renderOverlay();
    const viewer = await openedViewer();
    expect(viewer.options).toMatchObject({ animationTime: 0, blendTime: 0, immediateRender: true });
    expect(viewer.options.gestureSettingsTouch).toMatchObject({ flickEnabled: false });
  });

  it('zooms and pans with the keys and buttons, and Fit shows the whole page', async () => {
    const { props } = renderOverlay();
    const viewer = await openedViewer();
    const { viewport } = viewer;

    fireEvent.keyDown(dialog(), { key: '+' });
    expect(viewport.zoomBy).toHaveBeenLastCalledWith(1.5);
    fireEvent.keyDown(dialog(), { key: '-' });
    expect(viewport.zoomBy).toHaveBeenLastCalledWith(1 / 1.5);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Zoom in' }));
    expect(viewport.getZoom()).toBeCloseTo(2.25);

    // ← shows more of the left: the view moves by 15 % of its width.
    const before = viewport.getBounds();
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    expect(viewport.getBounds().x).toBeCloseTo(before.x - 0.15 * before.width);
    fireEvent.keyDown(dialog(), { key: 'ArrowDown' });
    expect(viewport.getBounds().y).toBeCloseTo(before.y + 0.15 * before.height);
    expect(viewport.applyConstraints).toHaveBeenCalled();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Fit to screen' }));
    expect(viewport.goHome).toHaveBeenCalled();
    expect(viewport.getZoom()).toBe(1);
    fireEvent.keyDown(dialog(), { key: '0' });
    expect(viewport.goHome).toHaveBeenCalledTimes(3); // once on opening, then the button and the key

    // Arrows pan here; pages turn with Page Up and Page Down.
    expect(props.onPageChange).not.toHaveBeenCalled();
  });

  it('names every control and the viewer', async () => {
    renderOverlay();
    await openedViewer();
    const names = within(dialog())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Previous page', 'Next page', 'Zoom out', 'Zoom in', 'Fit to screen', 'Close zoom']);
    expect(within(dialog()).getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-keyshortcuts',
      'PageDown',
    );
    expect(dialog()).toHaveAccessibleName(`${TITLE}, page 2`);
  });

  it('opens on the region it is given and reports where the view comes to rest', async () => {
    const { props } = renderOverlay({ initialRegion: { x: 400, y: 600, width: 500, height: 750 } });
    const viewer = await openedViewer();
    expect(viewer.viewport.fitBounds).toHaveBeenCalledWith(
      expect.objectContaining({ x: 0.2, y: 0.3, width: 0.25, height: 0.375 }),
      true,
    );
    expect(props.onRegionChange).toHaveBeenLastCalledWith(2, { x: 400, y: 600, width: 500, height: 750 });

    // Moves are written once the view rests, not on every frame.
    fireEvent.keyDown(dialog(), { key: '0' });
    fireEvent.keyDown(dialog(), { key: '+' });
    fireEvent.keyDown(dialog(), { key: '+' });
    expect(props.onRegionChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(props.onRegionChange).toHaveBeenCalledTimes(2));
    // 2.25× on a 2000 × 3000 page about its centre: 888.9 × 1333.3 px in view, edges rounded to whole pixels.
    expect(props.onRegionChange).toHaveBeenLastCalledWith(2, { x: 556, y: 833, width: 888, height: 1334 });
    expect(viewerRegion()).toHaveAttribute('data-image-zoom', '1.125');

    fireEvent.keyDown(dialog(), { key: '0' });
    await waitFor(() => expect(props.onRegionChange).toHaveBeenLastCalledWith(2, 'full'));
  });

  it('writes where the view rests only once its animation has finished, however far apart its frames are', async () => {
    jest.useFakeTimers();
    try {
      const { props } = renderOverlay();
      const viewer = await openedViewer();
      expect(props.onRegionChange).toHaveBeenCalledTimes(1);
      viewer.holdingAnimation = true;
      fireEvent.keyDown(dialog(), { key: '+' });
      act(() => jest.advanceTimersByTime(1_000));
      fireEvent.keyDown(dialog(), { key: '+' });
      act(() => jest.advanceTimersByTime(1_000));
      expect(props.onRegionChange).toHaveBeenCalledTimes(1);
      expect(viewerRegion()).toHaveAttribute('data-image-zoom', '0.500');

      act(() => viewer.finishAnimation());
      act(() => jest.advanceTimersByTime(1_000));
      expect(props.onRegionChange).toHaveBeenCalledTimes(2);
      expect(viewerRegion()).toHaveAttribute('data-image-zoom', '1.125');
    } finally {
      jest.useRealTimers();
    }
  });

  it('turns pages with Page Up, Page Down and the buttons, inert at either end', async () => {
    const { props, rerender, pages } = renderOverlay();
    await openedViewer();
    fireEvent.keyDown(dialog(), { key: 'PageDown' });
    expect(props.onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous page' }));
    expect(props.onPageChange).toHaveBeenLastCalledWith(1);

    // The next page opens in a viewer of its own, on its own tiles.
    rerender(
      <ThemeProvider theme={theme}>
        <ZoomOverlay {...props} page={4} image={pages[3]} />
      </ThemeProvider>,
    );
    await waitFor(() => expect(viewers).toHaveLength(2));
    expect(viewers[0].destroyed).toBe(true);
    expect(viewers[1].options.tileSources).toBe('/iiif/image/hash4/info.json');
    const next = within(dialog()).getByRole('button', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    jest.mocked(props.onPageChange).mockClear();
    fireEvent.click(next);
    fireEvent.keyDown(dialog(), { key: 'PageDown' });
    expect(props.onPageChange).not.toHaveBeenCalled();
  });

  it('opens the page’s full image instead when the tiles cannot be opened', async () => {
    const { props } = renderOverlay({ initialRegion: { x: 400, y: 600, width: 500, height: 750 } });
    await waitFor(() => expect(viewers).toHaveLength(1));
    act(() => viewers[0].raise('open-failed'));
    await waitFor(() => expect(viewers).toHaveLength(2));
    expect(viewers[0].destroyed).toBe(true);
    expect(viewers[1].options.tileSources).toEqual({ type: 'image', url: '/uploads/page_2.webp' });
    act(() => viewers[1].open());
    await waitFor(() => expect(viewerRegion()).toHaveAttribute('data-ready', 'true'));
    expect(viewerRegion()).not.toHaveAttribute('data-deep-zoom');
    // The same pixels of the page, now from its full image.
    expect(viewers[1].viewport.fitBounds).toHaveBeenCalledWith(
      expect.objectContaining({ x: 0.2, y: 0.3, width: 0.25, height: 0.375 }),
      true,
    );
    fireEvent.keyDown(dialog(), { key: '+' });
    expect(viewers[1].viewport.zoomBy).toHaveBeenLastCalledWith(1.5);
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    const { props } = renderOverlay();
    await openedViewer();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalled();
  });
});
