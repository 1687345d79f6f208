import { IMMUTABLE_CACHE_CONTROL } from '@folio/core';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isVersionedPyramidPath, MEDIA_VERSION_PARAM } from '../lib/media-version';

/** The one query a versioned media URL has: `v=<version>`. */
const VERSION_QUERY = new RegExp(`^${MEDIA_VERSION_PARAM}=([0-9a-z]{1,13})$`);

/**
 * Local uploads served by the upload plugin (koa-static, `max-age=0`) are marked cacheable for a year when
 * their bytes can never change under the URL asked for: the catalog's versioned URL of the file as it is now
 * (with no other query, so junk parameters cannot make copies of their own), or a file of a pyramid stored under
 * its build's folder. Any other version (an old one, a guessed future one) keeps the plugin's answer, so no cache
 * can keep other bytes under a URL the catalog will give out.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    await next();
    if (!ctx.path.startsWith('/uploads/') || (ctx.status !== 200 && ctx.status !== 206)) return;
    if (isVersionedPyramidPath(ctx.path)) {
      if (ctx.querystring === '') ctx.set('Cache-Control', IMMUTABLE_CACHE_CONTROL);
      return;
    }
    const asked = VERSION_QUERY.exec(ctx.querystring)?.[1];
    if (asked === undefined) return;
    try {
      const current = (await strapi.service('api::catalog.catalog').mediaVersionAt(ctx.path)) as string | null;
      if (current === asked) ctx.set('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    } catch (error) {
      // The file is served either way; only its lifetime is left as the plugin set it.
      strapi.log.warn(`[media-cache] version of ${ctx.path} unknown: ${(error as Error).message}`);
    }
  };
