import type { Core } from '@strapi/strapi';
import { PLUGIN_ID, YEAR_FIELD } from '../shared/fields';

/**
 * The editing aids' server part: the year custom field, stored as an integer and edited with this plugin's
 * own input (admin/src/components/YearInput.tsx); the editorial rules and admin configuration are in editorial/.
 */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.customFields.register({ name: YEAR_FIELD, plugin: PLUGIN_ID, type: 'integer' });
  },
};
