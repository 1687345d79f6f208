import type { StrapiApp } from '@strapi/admin/strapi-admin';
import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin';
import { PdfPanel } from './PdfPanel';

/** The PDF ingest's admin part: a side panel on a scan's edit view. */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: 'pdf-ingest', name: 'PDF ingest' });
  },

  bootstrap(app: StrapiApp) {
    // Typed as unknown by Strapi; the cast is the one its Content Manager APIs documentation gives.
    const apis = app.getPlugin('content-manager').apis as ContentManagerPlugin['config']['apis'];
    apis.addEditViewSidePanel([PdfPanel]);
  },
};
