import type { Core, UID } from '@strapi/strapi';
import { ADDRESSED_TYPES } from '../../../../api/redirect/services/redirect';

interface WriteParams {
  status?: string;
  locale?: string;
  fields?: unknown;
  populate?: unknown;
}

/** No document middleware sees a publish inside a create or update, so the rules on publish would not apply. */
export function publishAsItsOwnStep(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const params = context.params as WriteParams | undefined;
    const writes = context.action === 'create' || context.action === 'update';
    if (!writes || params?.status !== 'published' || !ADDRESSED_TYPES.includes(context.uid)) return next();
    const { status: _published, ...draftParams } = params;
    context.params = draftParams as typeof context.params;
    const draft = (await next()) as { documentId: string } | null;
    if (!draft) return draft;
    const documents = strapi.documents(context.uid as UID.ContentType);
    try {
      await documents.publish({ documentId: draft.documentId, locale: params.locale } as never);
    } catch (error) {
      if (context.action === 'create') await documents.delete({ documentId: draft.documentId } as never);
      throw error;
    }
    return documents.findOne({
      documentId: draft.documentId,
      locale: params.locale,
      status: 'published',
      fields: params.fields,
      populate: params.populate,
    } as never);
  });
}
