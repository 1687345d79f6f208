import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPE } from '../../../../lib/content-types';

const ENTRY_TYPES: Record<string, string> = {
  [CONTENT_TYPE.scan]: 'scan',
  [CONTENT_TYPE.archiveEntry]: 'archive entry',
};

interface Named {
  documentId: string;
  name?: string;
  title?: string;
}

const refuse = (message: string): never => {
  throw new errors.ValidationError(message, { errors: [{ path: ['designer'], message, name: 'ValidationError' }] });
};

/** Never live under "Unattributed"; the designer is not published along with it, as that is the editor's call. */
export function liveDesignerOnly(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    if (!documentId) return next();
    if (context.action === 'publish' && ENTRY_TYPES[context.uid]) {
      await checkDesignerIsLive(strapi, context.uid, documentId);
    } else if (
      (context.action === 'unpublish' || context.action === 'delete') &&
      context.uid === CONTENT_TYPE.designer
    ) {
      await checkNoLiveEntries(strapi, documentId, context.action);
    }
    return next();
  });
}

async function checkDesignerIsLive(strapi: Core.Strapi, uid: string, documentId: string): Promise<void> {
  const draft = (await strapi.documents(uid as UID.ContentType).findOne({
    documentId,
    status: 'draft',
    fields: ['title'],
    populate: { designer: { fields: ['name'] } },
  } as never)) as (Named & { designer?: Named | null }) | null;
  if (!draft) return;
  const what = ENTRY_TYPES[uid];
  if (!draft.designer) refuse(`Choose the designer or brand of this ${what} before publishing it.`);
  const live = await strapi.documents(CONTENT_TYPE.designer).findOne({
    documentId: draft.designer!.documentId,
    status: 'published',
    fields: ['name'],
  } as never);
  if (!live)
    refuse(`The designer or brand "${draft.designer!.name}" is still a draft: publish them first, then this ${what}.`);
}

async function checkNoLiveEntries(strapi: Core.Strapi, documentId: string, action: string): Promise<void> {
  const filters = { designer: { documentId } };
  const [scans, archives] = await Promise.all(
    [CONTENT_TYPE.scan, CONTENT_TYPE.archiveEntry].map((uid) =>
      strapi.documents(uid).count({ status: 'published', filters } as never),
    ),
  );
  if (scans + archives === 0) return;
  const designer = (await strapi
    .documents(CONTENT_TYPE.designer)
    .findOne({ documentId, fields: ['name'] } as never)) as Named | null;
  const live = [
    scans ? `${scans} live ${scans === 1 ? 'scan' : 'scans'}` : '',
    archives ? `${archives} live ${archives === 1 ? 'archive entry' : 'archive entries'}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const verb = action === 'delete' ? 'deleted' : 'unpublished';
  refuse(
    `"${designer?.name ?? 'This designer or brand'}" has ${live}, which would show as "Unattributed": unpublish them or give them another designer or brand before this one is ${verb}.`,
  );
}
