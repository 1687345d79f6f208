import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { INQUIRY_UID } from '../../plugins/folio-editor/server/editorial/admin-layout';
import { withSpecSlugs } from '../../plugins/folio-editor/server/editorial/slug-generator';

type Handler = (this: unknown, ctx: { params: { model?: string } }) => Promise<unknown>;

interface ContentManagerPlugin {
  controllers: Record<string, Record<string, Handler>>;
  services: Record<string, (deps: { strapi: Core.Strapi }) => unknown>;
}

/** Only the site's contact form makes inquiries (with its captcha and limits); nobody writes one by hand. */
const HAND_MADE_INQUIRY = 'Inquiries come only from the contact form on the site; they cannot be created in the admin.';

/**
 * The Content Manager, refusing to create or duplicate an inquiry for anyone, super administrators
 * included (the Editor role has no create permission for them either, so its admin shows no button).
 */
export default (plugin: ContentManagerPlugin) => {
  const controller = plugin.controllers['collection-types'];
  for (const name of ['create', 'clone']) {
    const handler = controller[name];
    controller[name] = async function refuseInquiries(this: unknown, ctx) {
      if (ctx.params.model === INQUIRY_UID) throw new errors.PolicyError(HAND_MADE_INQUIRY);
      return handler.call(this, ctx);
    };
  }
  return withSpecSlugs(plugin);
};
