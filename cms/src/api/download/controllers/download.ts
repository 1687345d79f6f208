import { createReadStream } from 'node:fs';
import type { Core } from '@strapi/strapi';
import { apiError } from '@folio/core';
import type { Context } from 'koa';
import { validateDocumentId, validatePage } from '../validators/download';

const service = (strapi: Core.Strapi) => strapi.service('api::download.download');

/** A download changes with the scan (a new version has a new PDF), so browsers check before reusing one. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A PDF not there yet: 503 in Strapi's error shape, with when to ask again, never cached. */
function unavailable(ctx: Context, retryAfterSeconds: number, name: string, message: string) {
  ctx.status = 503;
  ctx.set('Retry-After', String(retryAfterSeconds));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = apiError(503, name, message, { retryAfterSeconds });
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async scanPdf(ctx: Context) {
    const pdf = await service(strapi).scanPdf(validateDocumentId(ctx.params.documentId));
    if (!pdf) return ctx.notFound('No such scan');
    if (pdf.state === 'making') {
      const seconds = pdf.retryAfterSeconds;
      return unavailable(
        ctx,
        seconds,
        'PdfBeingMadeError',
        `The PDF of this scan is being made. Try again in ${seconds} seconds.`,
      );
    }
    if (pdf.state === 'failed') {
      // Not asked for again before Retry-After: the visitor is told at once, without the wait.
      const minutes = Math.ceil(pdf.retryAfterSeconds / 60);
      return unavailable(
        ctx,
        pdf.retryAfterSeconds,
        'PdfNotMadeError',
        `The PDF of this scan could not be made. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or download its pages one by one.`,
      );
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
