import { MOBILE_BREAKPOINT_PX } from '@folio/core';
import type { Theme } from '@mui/material/styles';
import { cardListClasses } from './customizations/cardLists';
import { theme } from './index';

describe('theme', () => {
  it('uses the spec mobile breakpoint as "sm"', () => {
    expect(theme.breakpoints.down('sm')).toContain(`${MOBILE_BREAKPOINT_PX - 0.05}px`);
  });

  it('sends the rules of the plain-element classes with the global baseline styles', () => {
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as (theme: Theme) => Record<string, unknown>;
    const selectors = Object.keys(baseline(theme));
    for (const className of [cardListClasses.grid, cardListClasses.coverLink]) {
      expect(selectors).toContain(`.${className}`);
    }
  });
});
