import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompressFiles } from './server/precompressedAssets';

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
 * SWR joins them: the root layout (every page's navbar) and the reader both import it, which otherwise
 * makes it a chunk of its own in every page's first load (record 173).
 * The rest of the code that more than one route or lazy part uses is grouped by the set of its users,
 * small sets merged into their nearest neighbour, so that a page starts far fewer files with the same
 * bytes: over HTTP/1.1 each file is one more request paying the network's latency, and the first tap
 * waits for hydration, which waits for the last of them (figures and threshold in record 194).
 */
const clientBuild = {
  rollupOptions: {
    output: {
      codeSplitting: {
        groups: [
          {
            name: 'react',
            test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|swr)[\\/]/,
            priority: 2,
          },
          { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 10_000, priority: 1 },
        ],
      },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  optimizeDeps: command === 'serve' ? { entries: devClientOptimizeDepsEntries } : undefined,
  // The production server (server/app.ts) is bundled with the app, as in React Router's custom-server template.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : clientBuild,
  plugins: [reactRouter(), muiWithoutCssVars(), precompressClientBuild()],
}));
