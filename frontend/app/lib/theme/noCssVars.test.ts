import { theme } from './index';

/**
 * frontend/vite.config.ts (muiWithoutCssVars) leaves MUI's CSS-variables theming out of the builds,
 * which holds only while the site's theme takes MUI's no-variables branch in createTheme and ThemeProvider.
 */
describe('theme without CSS variables', () => {
  it('has neither color schemes nor CSS variables', () => {
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme).toBe(false);
  });
});
