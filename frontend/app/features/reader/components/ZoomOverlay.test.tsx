import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
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

/** Page 3 of 3, which has no tile pyramid. */
function renderOverlay(overrides: Partial<Parameters<typeof ZoomOverlay>[0]> = {}) {
  const props = {
    open: true,
    page: 3,
    pageCount: 3,
    image: makePages(3)[2],
    text: readerText(TITLE),
    onClose: jest.fn(),
    onPageChange: jest.fn(),
    onRegionChange: jest.fn(),
    ...overrides,
  };
  const overlay = (open: boolean) => (
    <ThemeProvider theme={theme}>
      <ZoomOverlay {...props} open={open} />
    </ThemeProvider>
  );
  const view = render(overlay(props.open));
  return { ...view, props, setOpen: (open: boolean) => view.rerender(overlay(open)) };
}

const dialog = () => screen.getByRole('dialog', { hidden: true });
const viewerRegion = () => within(dialog()).getByRole('region', { name: 'Page 3 at full detail', hidden: true });
/** The elements MUI fades in and out: the backdrop and the dialog's container. */
const fadingElements = () => [
  document.querySelector<HTMLElement>('.MuiBackdrop-root')!,
  document.querySelector<HTMLElement>('.MuiDialog-container')!,
];

async function openedViewer(): Promise<FakeViewer> {
  await waitFor(() => expect(viewers).toHaveLength(1));
  const viewer = viewers[0];
  act(() => viewer.open());
  await waitFor(() => expect(viewerRegion()).toHaveAttribute('data-ready', 'true'));
  return viewer;
}

describe('ZoomOverlay on a page without tiles', () => {
  it('opens the page’s full image in OpenSeadragon', async () => {
    renderOverlay();
    expect(within(viewerRegion()).getByText('Loading the full-detail view…')).toBeInTheDocument();
    const viewer = await openedViewer();
    expect(viewer.options.tileSources).toEqual({ type: 'image', url: '/uploads/page_3.webp' });
    expect(viewerRegion()).toContainElement(viewer.options.element as HTMLElement);
    expect(viewerRegion()).toHaveAttribute('aria-busy', 'false');
    expect(viewerRegion()).not.toHaveAttribute('data-deep-zoom');
  });

  it('zooms, pans and fits with the keys and buttons', async () => {
    const { props } = renderOverlay();
    const { viewport } = await openedViewer();

    fireEvent.keyDown(dialog(), { key: '+' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Zoom in' }));
    expect(viewport.getZoom()).toBeCloseTo(2.25);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Zoom out' }));
    expect(viewport.getZoom()).toBeCloseTo(1.5);

    const before = viewport.getBounds();
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(viewport.getBounds().x).toBeCloseTo(before.x + 0.15 * before.width);
    fireEvent.keyDown(dialog(), { key: 'ArrowUp' });
    expect(viewport.getBounds().y).toBeCloseTo(before.y - 0.15 * before.height);

    fireEvent.keyDown(dialog(), { key: '0' });
    expect(viewport.getZoom()).toBe(1);
    fireEvent.keyDown(dialog(), { key: '=' });
    expect(viewport.getZoom()).toBeCloseTo(1.5);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Fit to screen' }));
    expect(viewport.getZoom()).toBe(1);
    // Zooming in and out reports where the view rests, as it does over tiles.
    await waitFor(() => expect(props.onRegionChange).toHaveBeenLastCalledWith(3, 'full'));
  });

  it('turns to the previous page with Page Up and is inert past the last page', async () => {
    const { props } = renderOverlay();
    await openedViewer();
    fireEvent.keyDown(dialog(), { key: 'PageDown' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next page' }));
    expect(props.onPageChange).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog(), { key: 'PageUp' });
    expect(props.onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('marks the found words over the page, at their place on it', async () => {
    renderOverlay({ highlights: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.04 }] });
    const viewer = await openedViewer();
    expect(viewer.overlays).toHaveLength(1);
    const { element, location } = viewer.overlays[0];
    expect(element).toHaveAttribute('data-highlight');
    expect(element).toHaveAttribute('aria-hidden', 'true');
    // The fake's page is 1 viewport unit wide and 1.5 high; marks get a little room around the word.
    expect(location.x).toBeCloseTo(0.097);
    expect(location.y).toBeCloseTo(0.197 * 1.5);
  });

  it('says so when the image cannot be loaded', async () => {
    renderOverlay();
    await waitFor(() => expect(viewers).toHaveLength(1));
    act(() => viewers[0].raise('open-failed'));
    expect(within(viewerRegion()).getByRole('alert', { hidden: true })).toHaveTextContent(
      'This page could not be loaded just now.',
    );
    expect(viewerRegion()).toHaveAttribute('aria-busy', 'false');
    expect(viewers).toHaveLength(1);
  });

  it('closes with Escape and with its close button', async () => {
    const { props } = renderOverlay();
    await openedViewer();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close zoom' }));
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });
});

describe('ZoomOverlay motion', () => {
  it('fades in and out and animates the view when the visitor has not asked for reduced motion', async () => {
    mockReducedMotion(false);
    const { setOpen } = renderOverlay();
    for (const element of fadingElements()) expect(element.style.transition).toMatch(/^opacity [1-9]\d*ms/);
    const viewer = await openedViewer();
    expect(viewer.options.animationTime).toBeGreaterThan(0);
    expect(viewer.options.gestureSettingsTouch).toMatchObject({ flickEnabled: true });

    setOpen(false);
    for (const element of fadingElements()) expect(element.style.transition).toMatch(/^opacity [1-9]\d*ms/);
  });

  it('opens, moves and closes at once under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    const { setOpen } = renderOverlay();
    for (const element of fadingElements()) expect(element.style.transition).toMatch(/^opacity 0ms/);
    const viewer = await openedViewer();
    expect(viewer.options).toMatchObject({ animationTime: 0, blendTime: 0, immediateRender: true });
    expect(viewer.options.gestureSettingsTouch).toMatchObject({ flickEnabled: false });

    setOpen(false);
    for (const element of fadingElements()) expect(element.style.transition).toMatch(/^opacity 0ms/);
  });
});
