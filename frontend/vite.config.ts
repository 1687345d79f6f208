import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompressFiles } from './server/precompressedAssets';

/**
 * The CMS (Strapi admin, React 18) shares the npm workspace, so React 18 is hoisted to the root
 * node_modules and React 19 lives in frontend/node_modules. Any library hoisted to the root (MUI,
 * Emotion, SWR and their helpers) would load the root React at runtime. So the server build bundles
 * every dependency and keeps external only React, React Router (resolved from frontend/node_modules)
 * and the plain Node server packages, and both builds dedupe the React singletons.
 *
 * The dev server (`node server.js --dev`) follows the same rule: nothing but those externals is left
 * for Node to load, since Node would resolve e.g. MUI's `import 'react'` from the root node_modules
 * and mix React 18 elements into a React 19 render ("Element type is invalid ... got: object").
 * Vite's SSR module runner evaluates ES modules only, though, so the CommonJS dependencies it now has
 * to load itself (yup's property-expr, SWR's use-sync-external-store, ...) are pre-bundled to ESM
 * for the SSR environment, the way Vite's own fully bundled SSR targets do: see devSsrOptimizeDeps.
 */
const SINGLETONS = ['react', 'react-dom', 'react-router'];
const SERVER_EXTERNALS = [...SINGLETONS, '@react-router/node', 'express', 'compression', 'http-proxy-middleware'];

/**
 * React Router's plugin pre-bundles react-router-dom in development whenever one resolves: here that
 * is the Strapi admin's v6 copy, which the site never imports and which fails against React Router 7.
 */
function skipStrapiRouterDom(): Plugin {
  const strip = (options?: { include?: string[] }) => {
    if (options?.include) options.include = options.include.filter((name) => name !== 'react-router-dom');
  };
  return {
    name: 'folio:skip-strapi-react-router-dom',
    enforce: 'post',
    configResolved(config) {
      strip(config.optimizeDeps);
      for (const environment of Object.values(config.environments ?? {})) strip(environment.optimizeDeps);
    },
  };
}

/**
 * Build only: leaves MUI's CSS-variables theming (createThemeWithVars, CssVarsProvider with its
 * color-scheme hooks and script) out of the bundles. The site's one theme is a plain
 * `createTheme()` theme (no `cssVariables`, no `colorSchemes`), so MUI's createTheme and ThemeProvider
 * only ever take their no-variables branch; both still import the other branch statically, which
 * keeps it in every page's first load. Only those two imports are redirected, to stubs that fail
 * loudly if a CSS-variables theme is ever introduced (then drop this plugin).
 */
function muiWithoutCssVars(): Plugin {
  const STUB = '\0folio:mui-without-css-vars';
  const IMPORTER = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/](createTheme|ThemeProvider)\.js$/;
  const REDIRECTED = new Set(['./createThemeWithVars.js', './ThemeProviderWithVars.js']);
  return {
    name: 'folio:mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && REDIRECTED.has(source) && IMPORTER.test(importer) ? STUB : null;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        'const unsupported = () => {',
        "  throw new Error('MUI CSS-variables themes are left out of this build: see muiWithoutCssVars in frontend/vite.config.ts.');",
        '};',
        'export default unsupported;',
        'export const CssVarsProvider = unsupported;',
      ].join('\n');
    },
  };
}

/**
 * Build only: writes brotli and gzip copies of the client's scripts and styles beside them, which the
 * production server sends as they are (see server/precompressedAssets.ts).
 */
function precompressClientBuild(): Plugin {
  return {
    name: 'folio:precompress-client-build',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      // The files the site serves (/assets), not the build's own bookkeeping such as Vite's .vite/manifest.json.
      precompressFiles(
        options.dir,
        Object.keys(bundle).filter((file) => file.startsWith('assets/')),
      );
    },
  };
}

/**
 * Development only: pre-bundles the server render's dependencies (found by crawling the app and the
 * server pipeline from these entries) into ES modules in node_modules/.vite/deps_ssr. The externals
 * stay out of the bundles, so every pre-bundled dependency shares the one React, React DOM and React
 * Router that Vite resolves (deduped) from frontend/node_modules. A CommonJS `require('react')` left
 * inside a pre-bundled file resolves from that file's folder, which is why the cache stays in
 * frontend/node_modules (Vite's default cacheDir, pinned below).
 */
const devSsrOptimizeDeps = {
  noDiscovery: false,
  entries: ['server/app.ts', 'app/**/*.{ts,tsx}', '!app/entry.client.tsx', '!**/*.test.{ts,tsx}'],
  exclude: SERVER_EXTERNALS,
};

/**
 * Development only: the browser's dependencies, found up front. Left to discover them page by page,
 * Vite re-bundles them on each new import and reloads the page, and a browser caught mid-way loads
 * two copies of React ("Cannot read properties of null (reading 'useContext')", 504 Outdated Optimize Dep).
 */
const devClientOptimizeDepsEntries = [
  'app/**/*.{ts,tsx}',
  '!app/entry.server.tsx',
  '!**/*.server.{ts,tsx}',
  '!**/*.test.{ts,tsx}',
];

/**
 * Browser build: React, React DOM and React Router in one chunk. Every page needs all three before it
 * hydrates; one file compresses better than the pieces the automatic split makes of them (shared with
 * Emotion and the client entry), and it keeps its hash while only the site's own code changes.
 */
const clientBuild = {
  rollupOptions: {
    output: {
      codeSplitting: {
        groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
      },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  cacheDir: 'node_modules/.vite',
  resolve: { dedupe: SINGLETONS },
  ssr: { noExternal: true, external: SERVER_EXTERNALS },
  optimizeDeps: command === 'serve' ? { entries: devClientOptimizeDepsEntries } : undefined,
  environments: command === 'serve' ? { ssr: { optimizeDeps: devSsrOptimizeDeps } } : undefined,
  // The production server (server/app.ts) is bundled with the app, as in React Router's custom-server template.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : clientBuild,
  plugins: [reactRouter(), skipStrapiRouterDom(), muiWithoutCssVars(), precompressClientBuild()],
}));
