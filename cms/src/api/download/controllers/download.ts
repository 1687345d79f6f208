import { createReadStream } from 'node:fs';
import type { Core } from '@strapi/strapi';
import { apiError } from '@folio/core';
import type { Context } from 'koa';
import { validateDocumentId, validatePage } from '../validators/download';

const service = (strapi: Core.Strapi) => strapi.service('api::download.download');

/** A download changes with the scan (a new version has a new PDF), so browsers check before reusing one. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async scanPdf(ctx: Context) {
    const pdf = await service(strapi).scanPdf(validateDocumentId(ctx.params.documentId));
    if (!pdf) return ctx.notFound('No such scan');
    if (pdf.state === 'making') {
      ctx.status = 503;
      ctx.set('Retry-After', String(pdf.retryAfterSeconds));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = apiError(
        503,
        'PdfBeingMadeError',
        `The PDF of this scan is being made. Try again in ${pdf.retryAfterSeconds} seconds.`,
        { retryAfterSeconds: pdf.retryAfterSeconds },
      );
      return;
    }
    ctx.attachment(pdf.name);
    ctx.type = 'application/pdf';
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.body = createReadStream(pdf.file);
  },

  async scanPage(ctx: Context) {
    const documentId = validateDocumentId(ctx.params.documentId);
    const page = await service(strapi).scanPage(documentId, validatePage(ctx.params.page));
    if (!page) return ctx.notFound('No such page');
    ctx.attachment(page.name);
    ctx.type = page.mime;
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.body = page.stream;
  },
});
