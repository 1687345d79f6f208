import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/admin/strapi-admin';
import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin';
import { PLUGIN_ID, YEAR_FIELD, YEAR_FIELD_UID } from '../../shared/fields';
import { DeleteEntriesAction, DeleteEntryAction } from './components/DeleteEntry';
import { PagesPanel } from './components/PagesPanel';

interface ListHeader {
  name: string;
  attribute?: { customField?: string };
  cellFormatter?: (row: Record<string, unknown>) => string;
}

/** The Content Manager groups every integer cell's digits ("1,999"); this hook lets a column format its cells. */
const plainYearColumns = ({ displayedHeaders, layout }: { displayedHeaders: ListHeader[]; layout: unknown }) => ({
  displayedHeaders: displayedHeaders.map((header) =>
    header.attribute?.customField === YEAR_FIELD_UID
      ? {
          ...header,
          cellFormatter: (row: Record<string, unknown>) => (row[header.name] == null ? '-' : String(row[header.name])),
        }
      : header,
  ),
  layout,
});

const withOurs =
  <T extends { type?: string }>(ours: T) =>
  (actions: T[]) =>
    actions.map((action) => (action.type === ours.type ? ours : action));

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
    apis.addDocumentAction(withOurs(DeleteEntryAction));
    apis.addBulkAction(withOurs(DeleteEntriesAction));
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', plainYearColumns);
  },
};
