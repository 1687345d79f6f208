import { mediaOrigins, originOfUrl } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { folioSettings } from './folio';

type Env = Core.Config.Shared.ConfigParams['env'];

export function mediaOriginsFromEnv(env: Env): string[] {
  return mediaOrigins({
    cdnUrl: env('CDN_URL', ''),
    bucket: env('S3_BUCKET', ''),
    endpoint: env('S3_ENDPOINT', ''),
    region: env('S3_REGION', ''),
    forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
  });
}

/** The lists repeat Strapi's defaults because helmet merges its config into them index by index, not appended. */
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

/** Strapi's default echoes every origin, with credentials. */
export const corsConfig = () => ({ name: 'strapi::cors', config: { origin: folioSettings().corsOrigins } });

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // First: a refusal that went through the others would take CPU the admitted requests lack (record 011).
  'global::traffic-gate',
  'global::request-log',
  'strapi::errors',
  securityConfig(env),
  corsConfig(),
  'strapi::poweredBy',
  'strapi::query',
  // Both guards need the parsed query.
  'global::draft-guard',
  'global::query-guard',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  // Around the files it serves: the pyramids' CORS and info.json id.
  'global::iiif-uploads',
  'strapi::public',
  // Last, so it sees the upload plugin's answer: versioned media URLs are marked immutable.
  'global::media-cache',
];

export default config;
