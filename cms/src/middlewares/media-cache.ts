import { IMMUTABLE_CACHE_CONTROL } from '@folio/core';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isVersionedPyramidPath, MEDIA_VERSION_PARAM } from '../lib/media-version';

/** The one query a versioned media URL has: `v=<version>`. */
const VERSION_QUERY = new RegExp(`^${MEDIA_VERSION_PARAM}=([0-9a-z]{1,13})$`);

/**
 * Immutable only when the bytes can never change under the URL: an old or guessed version keeps `max-age=0`, so no
 * cache keeps other bytes under a URL the catalog will give out.
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
