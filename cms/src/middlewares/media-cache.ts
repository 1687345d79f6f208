import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { IMMUTABLE_MEDIA, isVersionedPyramidPath, MEDIA_VERSION_PARAM } from '../utils/media-version';

/**
 * Local uploads served by the upload plugin (koa-static, `max-age=0`) are marked cacheable for a year when
 * their bytes can never change under the URL asked for: the catalog's versioned URL of the file as it is now,
 * or a file of a pyramid stored under its build's folder. Any other version (an old one, a guessed future
 * one) keeps the plugin's answer, so no cache can keep other bytes under a URL the catalog will give out.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    await next();
    if (!ctx.path.startsWith('/uploads/') || (ctx.status !== 200 && ctx.status !== 206)) return;
    if (isVersionedPyramidPath(ctx.path)) {
      ctx.set('Cache-Control', IMMUTABLE_MEDIA);
      return;
    }
    const asked = ctx.query[MEDIA_VERSION_PARAM];
    if (typeof asked !== 'string') return;
    const current = (await strapi.service('api::catalog.catalog').mediaVersions()) as ReadonlyMap<string, string>;
    if (current.get(ctx.path) === asked) ctx.set('Cache-Control', IMMUTABLE_MEDIA);
  };
