import type { Core } from '@strapi/strapi';
import { secret } from '../src/lib/local-secrets';
import { folioSettings } from './folio';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_CMS_URL', ''),
  // Only our own proxies' X-Forwarded-For entries are believed, so a client cannot pick its own rate-limit key.
  proxy: { koa: folioSettings().proxy.trusted, maxIpsCount: folioSettings().proxy.hops },
  // Uploads and static files; tests point this at a temporary folder.
  dirs: { public: env('STRAPI_PUBLIC_DIR', './public') },
  app: {
    keys: secret('APP_KEYS').split(','),
  },
  logger: { updates: { enabled: false } },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
