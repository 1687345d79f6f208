import type { Core } from '@strapi/strapi';
import { applyAdminLayout } from './admin-configuration';
import { deletionsTakeTheirOwn } from './deletions';
import { designerLinksAgree } from './designer-links';
import { ensureEditorRole } from './editor-role';
import { liveDesignerOnly } from './live-designer';
import { publishAsItsOwnStep } from './publish-step';
import { redirectsOnPublish } from './redirects';
import { slugsAtSave, slugsFromTitlesOnce } from './slugs';
import { validateAtSave } from './validate-at-save';

/**
 * The editors' side of the CMS: rules checked on every save and publish, former addresses kept as
 * redirects, what a deleted entry takes along, the admin's layout and the Editor role.
 */
export const editorial = {
  register(strapi: Core.Strapi): void {
    validateAtSave(strapi);
    slugsAtSave(strapi);
    publishAsItsOwnStep(strapi);
    liveDesignerOnly(strapi);
    designerLinksAgree(strapi);
    redirectsOnPublish(strapi);
    deletionsTakeTheirOwn(strapi);
  },
  async bootstrap(strapi: Core.Strapi): Promise<void> {
    await applyAdminLayout(strapi);
    await slugsFromTitlesOnce(strapi);
    await ensureEditorRole(strapi);
  },
};
