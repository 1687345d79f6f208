import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { folioEditorService } from '../services/access';
import { validateDeletionQuery } from '../validators/deletion-query';

interface PermissionChecker {
  cannot: { delete: (entity?: unknown) => boolean };
}

/** Admin endpoint: what deleting entries would take along; the route's policy has checked the admin session. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /folio-editor/deletions/:model?documentIds=a,b: their files nothing else uses, and their former addresses. */
  async preview(ctx: Context) {
    const documentIds = validateDeletionQuery(ctx.params.model, ctx.query as Record<string, unknown>);
    const checker = strapi
      .plugin('content-manager')
      .service('permission-checker')
      .create({ userAbility: ctx.state.userAbility, model: ctx.params.model }) as PermissionChecker;
    if (checker.cannot.delete()) throw new errors.ForbiddenError('You may not delete these entries');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await folioEditorService(strapi, 'deletion').preview(ctx.params.model, documentIds) };
  },
});
