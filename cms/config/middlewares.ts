import { mediaOrigins, originOfUrl } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { folioSettings } from './folio';

type Env = Core.Config.Shared.ConfigParams['env'];

/** The media origins (CDN, S3 bucket) from the variables config/plugins.ts gives the upload provider. */
export function mediaOriginsFromEnv(env: Env): string[] {
  return mediaOrigins({
    cdnUrl: env('CDN_URL', ''),
    bucket: env('S3_BUCKET', ''),
    endpoint: env('S3_ENDPOINT', ''),
    region: env('S3_REGION', ''),
    forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
  });
}

/**
 * Strapi's security middleware (helmet) with the admin's CSP widened just enough: media from the CDN
 * and bucket, and the site framed by the admin's "Open preview". The lists repeat Strapi's defaults
 * because helmet's config is merged into them index by index, not appended.
 */
export function securityConfig(env: Env) {
  const media = mediaOriginsFromEnv(env);
  const site = originOfUrl('PUBLIC_SITE_URL', env('PUBLIC_SITE_URL', 'http://127.0.0.1:3000'));
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io', ...media],
          'media-src': ["'self'", 'data:', 'blob:', ...media],
          'frame-src': ["'self'", site],
          upgradeInsecureRequests: null,
        },
      },
    },
  };
}

/**
 * CORS with credentials for the configured origins only (the site's and the admin's, config/folio.ts):
 * any other origin gets no Access-Control-Allow-Origin. Strapi's default echoes every origin.
 */
export const corsConfig = () => ({ name: 'strapi::cors', config: { origin: folioSettings().corsOrigins } });

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // Load shedding and per-client limits for /api/*, first of all: under overload most requests are
  // refused, and a refusal that went through the logger, helmet and CORS first takes CPU the CMS then
  // lacks for the requests it admits (docs/decisions/011-cms-overload-parts-removed.md).
  'global::traffic-gate',
  // Strapi's request log, with the sites' polls and health checks at debug and refusals once per client.
  'global::request-log',
  'strapi::errors',
  securityConfig(env),
  corsConfig(),
  'strapi::poweredBy',
  'strapi::query',
  // Anonymous callers may not ask the content API for drafts (needs the parsed query above).
  'global::draft-guard',
  // Query parameters Strapi would fail on with a 500 are refused with a 400 (needs the parsed query too).
  'global::query-guard',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // Last, so it sees the upload plugin's answer: versioned media URLs are marked immutable.
  'global::media-cache',
];

export default config;
