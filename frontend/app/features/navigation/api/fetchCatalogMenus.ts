import type { ArchiveEntry, Scan } from '@folio/core';
import { buildCatalogMenus, type CatalogMenus } from '../../../lib/content/menus';

export const CATALOG_MENUS_KEY = 'catalog-menus';

/** Menus from the public catalogs (the browser reaches them through the site's /api proxy). */
export async function fetchCatalogMenus(): Promise<CatalogMenus> {
  const { fetchJson } = await import('../../../lib/api-client');
  const [scans, archives] = await Promise.all([
    fetchJson<Scan[]>('/api/catalog/scans'),
    fetchJson<ArchiveEntry[]>('/api/catalog/archives'),
  ]);
  return buildCatalogMenus(scans, archives);
}
