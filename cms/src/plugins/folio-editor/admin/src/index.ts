import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/admin/strapi-admin';
import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin';
import { PLUGIN_ID, YEAR_FIELD } from '../../shared/fields';
import { PagesPanel } from './components/PagesPanel';

/**
 * The editing aids' admin part: the year field's plain digit input (the design system's number input
 * groups digits, "1,999"), and the pages grid beside a scan's or archive entry's form.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Folio editor' });
    app.customFields.register({
      name: YEAR_FIELD,
      pluginId: PLUGIN_ID,
      type: 'integer',
      intlLabel: { id: `${PLUGIN_ID}.year.label`, defaultMessage: 'Year' },
      intlDescription: {
        id: `${PLUGIN_ID}.year.description`,
        defaultMessage: 'A year typed as digits, shown without a thousands separator',
      },
      components: {
        // Strapi types the Input as taking no props; the Content Manager renders it with the field's props.
        Input: async () => (await import('./components/YearInput')) as unknown as { default: ComponentType },
      },
    });
  },

  bootstrap(app: StrapiApp) {
    // Typed as unknown by Strapi; the cast is the one its Content Manager APIs documentation gives.
    const apis = app.getPlugin('content-manager').apis as ContentManagerPlugin['config']['apis'];
    apis.addEditViewSidePanel([PagesPanel]);
  },
};
