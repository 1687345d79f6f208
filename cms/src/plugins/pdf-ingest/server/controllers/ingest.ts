import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { folioSettings } from '../../../../../config/folio';
import { pdfIngestService } from '../services/access';
import { validatePdf, validateReceivedFile } from '../validators/pdf-upload';

const SCAN_UID = 'api::scan.scan';

interface PermissionChecker {
  cannot: { update: (entity?: unknown) => boolean };
}

/** Admin endpoints of the PDF ingest; the route's policies have checked the session and the plugin's action. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The Content Manager's own check: the editor may update scans (their role may narrow it further). */
  const assertMayUpdateScans = (ctx: Context) => {
    const checker = strapi
      .plugin('content-manager')
      .service('permission-checker')
      .create({ userAbility: ctx.state.userAbility, model: SCAN_UID }) as PermissionChecker;
    if (checker.cannot.update()) throw new errors.ForbiddenError('You may not change scans');
  };

  return {
    /** POST /pdf-ingest/scans/:documentId/pdf (multipart, one `file`): 202 and the new job's status. */
    async create(ctx: Context) {
      assertMayUpdateScans(ctx);
      const file = validateReceivedFile((ctx.request as { files?: unknown }).files);
      const pdf = await validatePdf(file, folioSettings().pdfIngest.maxPages);
      ctx.status = 202;
      ctx.body = { data: await pdfIngestService(strapi, 'ingest').accept(ctx.params.documentId, pdf) };
    },

    /** GET /pdf-ingest/jobs/:id: pages done of total, pages added, failed pages with their reasons. */
    async status(ctx: Context) {
      assertMayUpdateScans(ctx);
      const id = Number(ctx.params.id);
      const status = Number.isSafeInteger(id) && id > 0 ? await pdfIngestService(strapi, 'ingest').status(id) : null;
      if (!status) throw new errors.NotFoundError('No such PDF ingest job');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: status };
    },

    /** GET /pdf-ingest/scans/:documentId/jobs: the scan's latest PDF ingest jobs, newest first. */
    async forScan(ctx: Context) {
      assertMayUpdateScans(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: await pdfIngestService(strapi, 'ingest').forScan(ctx.params.documentId) };
    },
  };
};
