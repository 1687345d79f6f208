import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isCatalogKind } from '../services/catalog-shapes';

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

  async version(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version: await service(strapi).version() };
  },
});
