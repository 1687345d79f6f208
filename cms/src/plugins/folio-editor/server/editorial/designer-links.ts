import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPE } from '../../../../lib/content-types';
import { fieldLabel } from './admin-layout';

interface Named {
  documentId: string;
  name: string;
}

/**
 * An article cannot go live both linking and never linking the same designer (record 183): publishing is
 * refused with a message naming them and both fields, under "Never link these designers". Drafts may hold
 * both while the editor is still choosing.
 */
export function designerLinksAgree(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    if (context.uid === CONTENT_TYPE.article && context.action === 'publish' && documentId) {
      await refuseBothWays(strapi, documentId);
    }
    return next();
  });
}

async function refuseBothWays(strapi: Core.Strapi, documentId: string): Promise<void> {
  const names = { fields: ['name'] };
  const draft = (await strapi.documents(CONTENT_TYPE.article).findOne({
    documentId,
    status: 'draft',
    fields: ['title'],
    populate: { alsoLinkDesigners: names, neverLinkDesigners: names },
  } as never)) as { alsoLinkDesigners?: Named[]; neverLinkDesigners?: Named[] } | null;
  const never = new Set((draft?.neverLinkDesigners ?? []).map((designer) => designer.documentId));
  const both = (draft?.alsoLinkDesigners ?? []).filter((designer) => never.has(designer.documentId));
  if (!both.length) return;
  const also = fieldLabel(CONTENT_TYPE.article, 'alsoLinkDesigners');
  const neverLabel = fieldLabel(CONTENT_TYPE.article, 'neverLinkDesigners');
  const who = both.map((designer) => `"${designer.name}"`).join(', ');
  const message = `${who} ${both.length === 1 ? 'is' : 'are'} in both "${also}" and "${neverLabel}": take ${both.length === 1 ? 'them' : 'each'} out of one of the two.`;
  throw new errors.ValidationError(message, {
    errors: [{ path: ['neverLinkDesigners'], message, name: 'ValidationError' }],
  });
}
