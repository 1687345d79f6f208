import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateStatusQuery } from '../../../iiif/server/validators/status-query';
import { ocrService } from '../services/access';
import { validateFileId, validatePageTextBody } from '../validators/corrections';

/** Admin endpoints of the page texts; the route's policies have checked the session and the plugin's action. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /ocr/page-texts?ids=1,2,3: each page's text state and text. */
  async find(ctx: Context) {
    const ids = validateStatusQuery(ctx.query as Record<string, unknown>);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await ocrService(strapi, 'corrections').list(ids) };
  },

  /** GET /ocr/page-texts/:fileId: the page's text state, text and words' boxes. */
  async findOne(ctx: Context) {
    const fileId = validateFileId(ctx.params.fileId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await ocrService(strapi, 'corrections').detail(fileId) };
  },

  /** PUT /ocr/page-texts/:fileId { text }: an editor's text of the page. */
  async update(ctx: Context) {
    const fileId = validateFileId(ctx.params.fileId);
    const text = validatePageTextBody((ctx.request as { body?: unknown }).body);
    ctx.body = { data: await ocrService(strapi, 'corrections').correct(fileId, text) };
  },

  /** POST /ocr/page-texts/:fileId/reading: reads the page again; 202 and its state. */
  async reread(ctx: Context) {
    const fileId = validateFileId(ctx.params.fileId);
    ctx.status = 202;
    ctx.body = { data: await ocrService(strapi, 'corrections').reread(fileId) };
  },
});
