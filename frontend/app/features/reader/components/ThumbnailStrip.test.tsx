import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../lib/theme';
import { resolvedStyle } from '../../../../test/support/declaredStyles';
import { mockReducedMotion, restoreMatchMedia } from '../../../../test/support/matchMedia';
import { readerText } from '../utils/readerText';
import { makePages } from '../test/pageFixtures';
import { ThumbnailStrip } from './ThumbnailStrip';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

afterEach(restoreMatchMedia);

function renderStrip(onSelect = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <ThumbnailStrip pages={makePages(8)} currentPages={[4, 5]} text={readerText('Six Issue 1')} onSelect={onSelect} />
    </ThemeProvider>,
  );
  return screen.getByRole('list', { name: 'Page thumbnails' });
}

/**
 * The strip's scroll behaviour as a browser resolves its style sheet: the strip keeps the current
 * thumbnail in view by setting scrollLeft, which a browser animates when scroll-behavior is smooth.
 * jsdom does not evaluate media queries, so they are answered by the same matchMedia the page sees.
 */
const scrollBehavior = (strip: HTMLElement) =>
  resolvedStyle(strip, 'scroll-behavior', (media) => window.matchMedia(media).matches);

describe('ThumbnailStrip motion', () => {
  it('scrolls smoothly to the current thumbnails when the visitor has not asked for reduced motion', () => {
    mockReducedMotion(false);
    expect(scrollBehavior(renderStrip())).toBe('smooth');
  });

  it('jumps without smooth scrolling under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const strip = renderStrip();
    expect(scrollBehavior(strip)).toBe('auto');
    expect(window.matchMedia).toHaveBeenCalledWith(REDUCED_MOTION);
  });
});

describe('ThumbnailStrip', () => {
  it('marks the pages on screen and turns to a chosen page', async () => {
    const onSelect = jest.fn();
    const strip = renderStrip(onSelect);
    const current = [...strip.querySelectorAll('[aria-current="true"]')].map((button) =>
      button.getAttribute('aria-label'),
    );
    expect(current).toEqual(['Go to page 4', 'Go to page 5']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 7' }));
    expect(onSelect).toHaveBeenCalledWith(7);
  });
});
