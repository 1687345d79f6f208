import type { Core } from '@strapi/strapi';
import { PLUGIN_ID, YEAR_FIELD } from '../shared/fields';
import controllers from './controllers';
import routes from './routes';
import services from './services';

/**
 * The editing aids' server part: the year custom field, stored as an integer (the column and its data stay
 * as they were) and edited in the admin with this plugin's own input (admin/src/components/YearInput.tsx);
 * and the text of each page, read and corrected from the pages grid
 * (docs/decisions/168-page-text-in-the-admin.md).
 */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.customFields.register({ name: YEAR_FIELD, plugin: PLUGIN_ID, type: 'integer' });
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await strapi.service('admin::permission').actionProvider.registerMany([
      {
        section: 'plugins',
        displayName: 'Read and correct the text of pages',
        uid: 'page-text',
        pluginName: PLUGIN_ID,
      },
    ]);
  },

  controllers,
  routes,
  services,
};
