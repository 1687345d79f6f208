import type { Core, UID } from '@strapi/strapi';
import { COLLECTION_TYPES } from '../../../../lib/content-types';
import { folioEditorService } from '../services/access';

/**
 * A deleted entry takes along its former addresses and the media files nothing else uses (the admin lists them
 * before the delete is confirmed). Inside a wider transaction (a bulk delete) the files go once it commits, so a
 * delete rolled back never loses them.
 */
export function deletionsTakeTheirOwn(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    if (context.action !== 'delete' || !documentId || !(COLLECTION_TYPES as readonly string[]).includes(context.uid))
      return next();
    const deletion = folioEditorService(strapi, 'deletion');
    const fileIds = await deletion.heldFiles(context.uid, [documentId]);
    const result = await next();
    if (await strapi.db.query(context.uid as UID.Schema).count({ where: { documentId } })) return result;
    await strapi.service('api::redirect.redirect').forget(context.uid, [documentId]);
    const removeFiles = () => deletion.removeUnused(fileIds);
    if (!strapi.db.inTransaction()) {
      await removeFiles();
      return result;
    }
    await strapi.db.transaction(async ({ onCommit }) =>
      onCommit(() => {
        removeFiles().catch((error: Error) => strapi.log.error(`[deletions] ${documentId}: ${error.message}`));
      }),
    );
    return result;
  });
}
