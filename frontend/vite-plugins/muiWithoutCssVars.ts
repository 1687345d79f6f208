import type { Plugin } from 'vite';

/** The module that stands in for MUI's CSS-variables theming in the builds. */
export const CSS_VARS_STUB = '\0folio:mui-without-css-vars';
/** The two MUI modules that import both theming branches and pick one at run time. */
const IMPORTER = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/](createTheme|ThemeProvider)\.js$/;
const REDIRECTED = new Set(['./createThemeWithVars.js', './ThemeProviderWithVars.js']);

/**
 * Build only: leaves MUI's CSS-variables theming (createThemeWithVars, CssVarsProvider) out of the bundles.
 * The site's theme has neither `cssVariables` nor `colorSchemes`, so MUI's createTheme and ThemeProvider
 * only take their plain branch, but import the other one statically; MUI has no setting to leave it out
 * (docs/decisions/196-mui-without-css-vars.md). The stub fails loudly if a CSS-variables theme is introduced.
 */
export function muiWithoutCssVars(): Plugin {
  return {
    name: 'folio:mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && REDIRECTED.has(source) && IMPORTER.test(importer) ? CSS_VARS_STUB : null;
    },
    load(id) {
      if (id !== CSS_VARS_STUB) return null;
      return [
        'const unsupported = () => {',
        "  throw new Error('MUI CSS-variables themes are left out of this build: see frontend/vite-plugins/muiWithoutCssVars.ts.');",
        '};',
        'export default unsupported;',
        'export const CssVarsProvider = unsupported;',
      ].join('\n');
    },
  };
}
