import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompressFiles } from './server/precompressedAssets';
import { muiWithoutCssVars } from './vite-plugins/muiWithoutCssVars';

/** Build only: brotli and gzip copies beside the client's files, which the server sends as they are. */
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
 * Development only: the browser's dependencies, found up front. Found page by page, each re-bundle reloads the
 * page, and a browser caught mid-way loads two copies of React (504 Outdated Optimize Dep).
 */
const devClientOptimizeDepsEntries = [
  'app/**/*.{ts,tsx}',
  '!app/entry.server.tsx',
  '!**/*.server.{ts,tsx}',
  '!**/*.test.{ts,tsx}',
];

/**
 * Browser build: React, React DOM, React Router and SWR, which every page needs before it hydrates, in one
 * chunk that keeps its hash while the site's code changes (record 173). Shared code is grouped by its users,
 * small groups merged, so a page starts fewer files over HTTP/1.1 (record 050).
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
