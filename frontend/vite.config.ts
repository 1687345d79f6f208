import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The CMS (Strapi admin, React 18) shares the npm workspace, so React 18 is hoisted to the root
 * node_modules and React 19 lives in frontend/node_modules. Any library hoisted to the root (MUI,
 * Emotion, SWR and their helpers) would load the root React at runtime. So the server build bundles
 * every dependency and keeps external only React, React Router (resolved from frontend/node_modules)
 * and the plain Node server packages, and both builds dedupe the React singletons.
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

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { dedupe: SINGLETONS },
  ssr: { noExternal: true, external: SERVER_EXTERNALS },
  // The production server (server/app.ts) is bundled with the app, as in React Router's custom-server template.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : clientBuild,
  plugins: [reactRouter(), skipStrapiRouterDom()],
}));
