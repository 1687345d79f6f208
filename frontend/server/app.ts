// Bundled with the app by the SSR build (vite.config.ts), as in React Router's custom-server template.
import 'react-router';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { iiifCors, iiifImage } from '../app/features/iiif/server/imageRelay.server';
import { siteConfig } from '../app/lib/env.server';
import { content, contentGeneration } from '../app/lib/content/content.server';
import { sendShared } from '../app/lib/http/sharedPage.server';
import { cachedPage } from '../app/lib/pages.server';
import { analyticsBeacon, beaconOptions } from './analyticsBeacon';
import { cmsProxy } from './cmsProxy';
import { formerPaths } from './formerPaths';
import { relayLimit } from './relayLimit';
import { precompressedAssets } from './precompressedAssets';
import { securityHeaders } from './securityHeaders';

export { siteConfig };

// Read and validated before anything is served: a bad setting stops the server here.
const config = siteConfig();

export const app = express();
app.disable('x-powered-by');
// Visitor addresses (analytics) and https (HSTS) from X-Forwarded-* only behind our own proxies.
app.set('trust proxy', config.trustProxyHops);
app.use(securityHeaders({ ...config.securityHeaders, contentSecurityPolicy: import.meta.env.PROD }));
app.use(compression());
// Before the proxy: analytics events stay on the site and never reach the CMS.
app.use(analyticsBeacon(beaconOptions(config)));

// IIIF viewers on any site may read manifests and tiles; nothing else is opened (docs/decisions/155).
app.use(iiifCors());
// Tiles served by the CMS (local media) share its limit; tiles from a media store of their own get one of their own;
// derived images and descriptions come from the CMS, under its limit.
const cmsLimit = relayLimit(config.relay);
const tilesFromCms = config.iiifImageStore.startsWith(`${config.cmsUrl.replace(/\/+$/, '')}/`);
app.use(
  iiifImage({
    siteUrl: config.publicSiteUrl,
    store: config.iiifImageStore,
    service: `${config.cmsUrl}/api/iiif/image`,
    limit: tilesFromCms ? cmsLimit : relayLimit(config.relay),
    serviceLimit: cmsLimit,
  }),
);

app.use(cmsProxy({ target: config.cmsUrl, limit: cmsLimit, bodyLimits: config.bodyLimits }));

if (import.meta.env.PROD) {
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  app.use('/assets', precompressedAssets(path.join(clientDir, 'assets')));
  // Other build files (if any) have an extension; page URLs never reach the file system.
  const rootFiles = express.static(clientDir, { maxAge: '1h', index: false });
  app.use((req, res, next) => (path.extname(req.path) ? rootFiles(req, res, next) : next()));
}

// Before the page cache, so a page cached at its former address is never served there again.
app.use(formerPaths(content.redirects));

app.get('/{*path}', (req, res, next) => {
  const page = req.accepts('html') ? cachedPage(req.originalUrl) : undefined;
  if (!page) return next();
  res.locals.admitInlineCode?.(page.hashes);
  sendShared(req, res, {
    body: page.html,
    contentType: 'text/html; charset=utf-8',
    status: page.status,
    etag: page.etag,
  });
});

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    getLoadContext: (_req, res) => ({
      admitInlineCode: res.locals.admitInlineCode,
      // Read before any loader runs, so a page rendered from content that changed meanwhile is not kept.
      contentGeneration: contentGeneration(),
    }),
  }),
);
