import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../lib/theme';
import { mockReducedMotion, restoreMatchMedia } from '../../../../test/support/matchMedia';
import { readerText } from '../utils/readerText';
import { makePages } from './pageFixtures';
import { ZoomOverlay } from './ZoomOverlay';

const TITLE = 'Six Issue 1';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

afterEach(restoreMatchMedia);

function renderOverlay(open = true) {
  const props = {
    page: 3,
    pageCount: 3,
    image: makePages(3)[2],
    text: readerText(TITLE),
    onClose: jest.fn(),
    onPageChange: jest.fn(),
  };
  const view = render(
    <ThemeProvider theme={theme}>
      <ZoomOverlay open={open} {...props} />
    </ThemeProvider>,
  );
  const rerender = (nextOpen: boolean) =>
    view.rerender(
      <ThemeProvider theme={theme}>
        <ZoomOverlay open={nextOpen} {...props} />
      </ThemeProvider>,
    );
  return { ...view, rerender };
}

const dialog = () => screen.getByRole('dialog', { hidden: true });
// What zooms and pans: the page's frame, holding the image and its marks.
const pageImage = () => within(dialog()).getByRole('img', { name: `${TITLE}, page 3`, hidden: true }).parentElement!;
/** The elements MUI fades in and out: the backdrop and the dialog's container. */
const fadingElements = () => [
  document.querySelector<HTMLElement>('.MuiBackdrop-root')!,
  document.querySelector<HTMLElement>('.MuiDialog-container')!,
];
const zoomIn = () => fireEvent.keyDown(dialog(), { key: '+' });

describe('ZoomOverlay motion', () => {
  it('fades in and out and eases each zoom step when the visitor has not asked for reduced motion', () => {
    mockReducedMotion(false);
    const { rerender } = renderOverlay();
    expect(window.matchMedia).toHaveBeenCalledWith(REDUCED_MOTION);
    for (const element of fadingElements()) {
      expect(element.style.transition).toMatch(/^opacity [1-9]\d*ms/);
    }
    expect(pageImage().style.transition).toBe('transform 150ms ease-out');
    zoomIn();
    expect(pageImage().style.transform).toMatch(/scale\(1\.\d+\)/);
    expect(pageImage().style.transition).toBe('transform 150ms ease-out');

    rerender(false);
    for (const element of fadingElements()) {
      expect(element.style.transition).toMatch(/^opacity [1-9]\d*ms/);
    }
  });

  it('opens, zooms and closes without any transition under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const { rerender } = renderOverlay();
    for (const element of fadingElements()) {
      expect(element.style.transition).toMatch(/^opacity 0ms/);
    }
    expect(pageImage().style.transition).toBe('none');
    zoomIn();
    expect(pageImage().style.transform).toMatch(/scale\(1\.\d+\)/);
    expect(pageImage().style.transition).toBe('none');

    rerender(false);
    for (const element of fadingElements()) {
      expect(element.style.transition).toMatch(/^opacity 0ms/);
    }
  });
});
