import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { PagesGrid } from './PagesGrid';

/** The content types whose edit view gets a grid, with their multi-image field and what one image is. */
const GALLERIES: Record<string, { field: string; title: string; one: string; many: string }> = {
  'api::scan.scan': { field: 'pages', title: 'Pages', one: 'page', many: 'pages' },
  'api::archive-entry.archive-entry': { field: 'images', title: 'Images', one: 'image', many: 'images' },
};

/**
 * A side panel of the edit view (the Content Manager's `addEditViewSidePanel`): the media field itself
 * shows one image at a time ("1 / 12"), so the order of a scan's pages is seen and changed here.
 */
export const PagesPanel: PanelComponent = ({ model }) => {
  const gallery = GALLERIES[model];
  if (!gallery) return null;
  return { title: gallery.title, content: <PagesGrid {...gallery} /> };
};
