import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/admin/strapi-admin';
import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin';
import { PLUGIN_ID, YEAR_FIELD, YEAR_FIELD_UID } from '../../shared/fields';
import { CopyPreviewLink } from './components/CopyPreviewLink';
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

/**
 * Strapi's preview header keeps its own copy button, which copies the admin's address: renamed so that it is not
 * taken for the link to share, which is this plugin's "Copy preview link".
 */
const STRAPI_LABELS: Record<string, string> = {
  'preview.copy.label': 'Copy admin link (for signed-in editors only)',
  'content-manager.preview.copy.success': 'Admin link copied: it opens only for editors signed in to this admin.',
};

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
    app.getPlugin('content-manager').injectComponent('preview', 'actions', {
      name: `${PLUGIN_ID}-copy-preview-link`,
      Component: CopyPreviewLink,
    });
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', plainYearColumns);
  },

  async registerTrads({ locales }: { locales: string[] }) {
    return locales.map((locale) => ({ locale, data: locale === 'en' ? STRAPI_LABELS : {} }));
  },
};
