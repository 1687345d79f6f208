import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respondRevalidated as respond } from '../../../../lib/revalidated-json';
import { ocrService } from '../services/access';
import {
  isPageTextKind,
  validateDocumentId,
  validateLimit,
  validatePage,
  validatePagesPerEntry,
  validateQuery,
} from '../validators/page-text';

const service = (strapi: Core.Strapi) => ocrService(strapi, 'pageText');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/page-texts/:kind/:documentId/search?q= */
  async searchEntry(ctx: Context) {
    const { kind } = ctx.params;
    if (!isPageTextKind(kind)) return ctx.notFound(`Unknown kind "${kind}"`);
    const documentId = validateDocumentId(ctx.params.documentId);
    const { query, words } = validateQuery(ctx.query.q);
    const hits = await service(strapi).searchEntry(kind, documentId, words);
    if (!hits) return ctx.notFound('No such entry');
    respond(ctx, { query, words, hits });
  },

  /** GET /api/page-texts/:kind/:documentId/terms?q=&limit= */
  async terms(ctx: Context) {
    const { kind } = ctx.params;
    if (!isPageTextKind(kind)) return ctx.notFound(`Unknown kind "${kind}"`);
    const documentId = validateDocumentId(ctx.params.documentId);
    const { query } = validateQuery(ctx.query.q);
    const terms = await service(strapi).terms(kind, documentId, query, validateLimit(ctx.query.limit));
    if (!terms) return ctx.notFound('No such entry');
    respond(ctx, { query, terms });
  },

  /** GET /api/page-texts/:kind/:documentId/pages/:page */
  async page(ctx: Context) {
    const { kind } = ctx.params;
    if (!isPageTextKind(kind)) return ctx.notFound(`Unknown kind "${kind}"`);
    const documentId = validateDocumentId(ctx.params.documentId);
    const page = await service(strapi).page(kind, documentId, validatePage(ctx.params.page));
    if (!page) return ctx.notFound('No such page');
    respond(ctx, page);
  },

  /** GET /api/page-texts/search?q=&limit=&pages= */
  async library(ctx: Context) {
    const { words } = validateQuery(ctx.query.q);
    const limit = validateLimit(ctx.query.limit);
    const pages = validatePagesPerEntry(ctx.query.pages);
    respond(ctx, await service(strapi).library(words, limit, pages));
  },
});
