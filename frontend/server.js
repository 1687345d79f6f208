// Starts the site server: the built app in production, Vite's middleware with `--dev`.
import http from 'node:http';
import express from 'express';

const DEVELOPMENT = process.argv.includes('--dev');

const server = express();
server.disable('x-powered-by');
const httpServer = http.createServer(server);
let viteDevServer;
/** The site's validated configuration (app/lib/env.server.ts): a bad setting stops the server here. */
let config;

if (DEVELOPMENT) {
  const vite = await import('vite');
  // Hot updates travel over the site's own port: without `hmr.server`, Vite's middleware mode opens a
  // WebSocket on the fixed port 24678, which a second dev server (a test run beside `npm run dev`) cannot get.
  viteDevServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } });
  config = (await viteDevServer.ssrLoadModule('./app/lib/env.server.ts')).siteConfig();
  server.use(viteDevServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const { app } = await viteDevServer.ssrLoadModule('./server/app.ts');
      return await app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // The built app runs in production mode (React's production build, the page cache) unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  const { app, siteConfig } = await import('./build/server/index.js');
  config = siteConfig();
  server.use(app);
}

// PORT=0 picks a free port (tests and benchmarks); the line below names the one in use.
const { port, host } = config;
const listener = httpServer.listen(port, host, () => {
  console.log(`[site] listening on http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${listener.address().port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  // Vite's close ends its watcher and the browsers' HMR sockets, which would otherwise hold the server open.
  process.once(signal, async () => {
    await viteDevServer?.close();
    listener.close(() => process.exit(0));
  });
}
