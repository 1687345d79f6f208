import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  apiError,
  IIIF_IMAGE_CONTENT_TYPE,
  IIIF_IMAGE_PROFILE_URI,
  IiifRequestError,
  IMMUTABLE_CACHE_CONTROL,
  isVersionedImageId,
} from '@folio/core';
import { ServiceBusyError } from '../images/bounds';
import { iiifService } from '../services/access';

/** A bare hash is reused by a replaced image, so its answers are kept a day; a versioned build's, for good. */
const DAY = 'public, max-age=86400';
const RETRY_AFTER_SECONDS = 2;

const param = (ctx: Context, name: string) => {
  const value: unknown = (ctx.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};

function refuse(ctx: Context, status: number, name: string, message: string) {
  ctx.set('Cache-Control', 'no-store');
  ctx.status = status;
  ctx.body = apiError(status, name, message);
}

const notFound = (ctx: Context) => refuse(ctx, 404, 'NotFoundError', 'No such image.');

/** The public IIIF Image API 3 service (level 2) the site relays; see docs/decisions/200-iiif-image-level-2.md. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const images = () => iiifService(strapi, 'images');
  const base = (ctx: Context) => `${ctx.origin}${ctx.path.slice(0, ctx.path.indexOf('/image/') + '/image'.length)}`;
  const keep = (ctx: Context, id: string) =>
    ctx.set('Cache-Control', isVersionedImageId(id) && ctx.querystring === '' ? IMMUTABLE_CACHE_CONTROL : DAY);

  return {
    base(ctx: Context) {
      ctx.status = 303;
      ctx.redirect(`${ctx.path}/info.json`);
    },

    async info(ctx: Context) {
      const id = param(ctx, 'id');
      const info = await images().info(id, `${base(ctx)}/${encodeURIComponent(id)}`);
      if (!info) return notFound(ctx);
      keep(ctx, id);
      ctx.set('Link', `<${IIIF_IMAGE_PROFILE_URI}>;rel="profile"`);
      ctx.type = IIIF_IMAGE_CONTENT_TYPE;
      ctx.body = JSON.stringify(info);
    },

    async image(ctx: Context) {
      const id = param(ctx, 'id');
      try {
        const made = await images().render(
          id,
          param(ctx, 'region'),
          param(ctx, 'size'),
          param(ctx, 'rotation'),
          param(ctx, 'file'),
        );
        if (!made) return notFound(ctx);
        keep(ctx, id);
        ctx.set('Link', [
          `<${base(ctx)}/${encodeURIComponent(id)}/${made.canonical}>;rel="canonical"`,
          `<${IIIF_IMAGE_PROFILE_URI}>;rel="profile"`,
        ]);
        ctx.type = made.type;
        ctx.body = made.body;
      } catch (error) {
        if (error instanceof IiifRequestError) return refuse(ctx, 400, 'ValidationError', error.message);
        if (error instanceof ServiceBusyError) {
          ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
          return refuse(ctx, 503, 'ServiceUnavailableError', error.message);
        }
        throw error;
      }
    },
  };
};
