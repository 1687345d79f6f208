import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PREVIEW_EXPIRED_MESSAGE, verifyPreview } from '@folio/core/preview-link';
import { isCatalogKind } from '../services/catalog-shapes';
import { secret } from '../../../lib/local-secrets';

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

  /**
   * One document as the editor saved it, for the site's preview route: only through a preview link the
   * admin signed for this document, version and time, whose parameters the site passes on unchanged.
   */
  async preview(ctx: Context) {
    const { kind, documentId, status } = ctx.params;
    const { expires, signature } = ctx.query;
    const check = verifyPreview(
      { kind, documentId, status, expires: String(expires ?? ''), signature: String(signature ?? '') },
      secret('PREVIEW_SECRET'),
    );
    ctx.set('Cache-Control', 'private, no-store');
    if (!check.ok && check.reason === 'expired') {
      ctx.status = 410;
      ctx.body = { error: { status: 410, name: 'PreviewExpired', message: PREVIEW_EXPIRED_MESSAGE } };
      return;
    }
    if (!check.ok) return ctx.unauthorized('This preview link is not valid');
    const entry = await service(strapi).preview(check.preview.kind, check.preview.documentId, check.preview.status);
    if (!entry) return ctx.notFound('No such document');
    ctx.body = entry;
  },

  async version(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version: await service(strapi).version() };
  },
});
