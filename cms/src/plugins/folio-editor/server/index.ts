import type { Core } from '@strapi/strapi';
import { PLUGIN_ID, YEAR_FIELD } from '../shared/fields';

/**
 * The editing aids' server part: the year custom field, stored as an integer (the column and its data stay
 * as they were) and edited in the admin with this plugin's own input (admin/src/components/YearInput.tsx).
 */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.customFields.register({ name: YEAR_FIELD, plugin: PLUGIN_ID, type: 'integer' });
  },
};
