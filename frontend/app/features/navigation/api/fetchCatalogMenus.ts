import type { ArchiveEntry, Scan } from '@folio/core';
import type { CatalogMenus } from '../menus';
import { loadApiClient } from '../../../lib/loadApiClient';

export const CATALOG_MENUS_KEY = 'catalog-menus';

/**
 * Menus from the public catalogs (the browser reaches them through the site's /api proxy). Only needed
 * when the server render had none or on a later refresh: the builder (and the title collator it sets
 * up when it loads) stays out of the first page load.
 */
export async function fetchCatalogMenus(): Promise<CatalogMenus> {
  const [{ fetchJson }, { buildCatalogMenus }] = await Promise.all([loadApiClient(), import('../menus')]);
  const [scans, archives] = await Promise.all([
    fetchJson<Scan[]>('/api/catalog/scans'),
    fetchJson<ArchiveEntry[]>('/api/catalog/archives'),
  ]);
  return buildCatalogMenus(scans, archives);
}
