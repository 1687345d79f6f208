/**
 * jsdom has no matchMedia; MUI's useMediaQuery asks it. These stand-ins answer media queries as a browser
 * with the given screen width or motion preference would. Remove with `restoreMatchMedia` after each test.
 */
function standInMatchMedia(matches: (query: string) => boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

/** A screen `widthPx` wide: `(min-width: N)` queries match when N ≤ widthPx. */
export function mockScreenWidth(widthPx: number) {
  standInMatchMedia((query) => {
    const minWidth = /min-width:\s*(\d+)/.exec(query);
    return minWidth ? widthPx >= Number(minWidth[1]) : false;
  });
}

/** A visitor who does (or does not) ask for reduced motion. */
export function mockReducedMotion(reduce: boolean) {
  standInMatchMedia((query) => reduce && query.includes('prefers-reduced-motion: reduce'));
}

export function restoreMatchMedia() {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
