import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isCatalogKind, isEntryKind } from '../services/catalog-shapes';
import { matchesSecret, secret } from '../../../utils/local-secrets';

const service = (strapi: Core.Strapi) => strapi.service('api::catalog.catalog');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const { kind } = ctx.params;
    if (!isCatalogKind(kind)) return ctx.notFound(`Unknown catalog "${kind}"`);
    const snapshot = await service(strapi).get(kind);
    ctx.set('ETag', snapshot.etag);
    ctx.set('Cache-Control', 'public, max-age=0, must-revalidate');
    ctx.set('Vary', 'Accept-Encoding');
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = snapshot.gzip;
    } else {
      ctx.body = snapshot.json;
    }
  },

  /** A draft entry for the site's preview route; only with the shared preview secret. */
  async preview(ctx: Context) {
    if (!matchesSecret(ctx.get('x-preview-secret'), secret('PREVIEW_SECRET')))
      return ctx.unauthorized('Preview secret required');
    const { kind, documentId } = ctx.params;
    if (!isEntryKind(kind)) return ctx.notFound(`Unknown catalog "${kind}"`);
    const entry = await service(strapi).preview(kind, documentId);
    if (!entry) return ctx.notFound('No such document');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = entry;
  },

  async version(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version: await service(strapi).version() };
  },
});
