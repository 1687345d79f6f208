import type { Core } from '@strapi/strapi';
import { ADDRESSED_TYPES } from '../../../../api/redirect/services/redirect';

/**
 * When a publish moves a live address (a new slug, title or designer; a designer's new slug moves all
 * their entries), the former path is kept as a redirect record for the site to answer with a 301.
 */
export function redirectsOnPublish(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    if (context.action !== 'publish' || !documentId || !ADDRESSED_TYPES.includes(context.uid)) return next();
    const redirects = strapi.service('api::redirect.redirect');
    const before = await redirects.livePaths(context.uid, documentId);
    const result = await next();
    await redirects.recordMoves(before, await redirects.livePaths(context.uid, documentId));
    return result;
  });
}
