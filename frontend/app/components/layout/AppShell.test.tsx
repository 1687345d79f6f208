import { screen } from '@testing-library/react';
import { settings } from '../../../test/fixtures/catalog';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { declaredStyles } from '../../../test/support/declaredStyles';
import { AppShell } from './AppShell';

/**
 * Left and right padding of the main area at each width its style sheet distinguishes (read from the
 * rules: jsdom's getComputedStyle leaves media queries out).
 */
function sidePadding(main: HTMLElement) {
  const padding: Record<string, string> = {};
  for (const [media, declarations] of declaredStyles(main)) {
    const left = declarations['padding-left'];
    if (left === undefined) continue;
    expect(declarations['padding-right']).toBe(left);
    padding[media || 'all widths'] = left;
  }
  return padding;
}

function renderShell(isHome: boolean) {
  return renderWithProviders(
    <AppShell siteName="Folio" settings={settings} navbar={<header>Folio</header>} isHome={isHome}>
      <p>Page content</p>
    </AppShell>,
    { path: isHome ? '/' : '/articles' },
  );
}

describe('AppShell main content', () => {
  it.each([true, false])('is at most 1450 px wide and centred (home: %s)', async (isHome) => {
    renderShell(isHome);
    const main = screen.getByRole('main');
    const style = getComputedStyle(main);
    expect(style.maxWidth).toBe('1450px');
    expect(style.width).toBe('100%');
    expect(style.marginLeft).toBe('auto');
    expect(style.marginRight).toBe('auto');
    // No wider rule at any breakpoint.
    for (const declarations of declaredStyles(main).values()) {
      if ('max-width' in declarations) expect(declarations['max-width']).toBe('1450px');
    }
    await screen.findByRole('contentinfo');
  });

  it('gives the home page its own, wider side padding from tablet widths up', async () => {
    renderShell(true);
    expect(sidePadding(screen.getByRole('main'))).toEqual({
      '(min-width:0px)': '16px',
      '(min-width:500px)': '32px',
      '(min-width:900px)': '64px',
    });
    await screen.findByRole('contentinfo');
  });

  it('gives the other pages the standard side padding', async () => {
    renderShell(false);
    expect(sidePadding(screen.getByRole('main'))).toEqual({
      '(min-width:0px)': '16px',
      '(min-width:500px)': '24px',
    });
    await screen.findByRole('contentinfo');
  });
});
