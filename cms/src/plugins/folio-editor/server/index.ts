import type { Core } from '@strapi/strapi';
import { PLUGIN_ID, YEAR_FIELD } from '../shared/fields';
import controllers from './controllers';
import routes from './routes';
import services from './services';

/**
 * The editing aids' server part: the year custom field, stored as an integer and edited with this plugin's
 * own input (admin/src/components/YearInput.tsx), and what deleting entries takes along (services/deletion.ts);
 * the editorial rules and admin configuration are in editorial/.
 */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.customFields.register({ name: YEAR_FIELD, plugin: PLUGIN_ID, type: 'integer' });
  },
  controllers,
  routes,
  services,
};
