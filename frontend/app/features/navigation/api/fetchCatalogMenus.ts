import type { ArchiveEntry, Scan } from '@folio/core';
import type { CatalogMenus } from '../menus';
import { loadApiClient } from '../../../lib/loadApiClient';

export const CATALOG_MENUS_KEY = 'catalog-menus';

// Only needed when the server render had none or on a refresh, so the builder stays out of the first page load.
export async function fetchCatalogMenus(): Promise<CatalogMenus> {
  const [{ fetchJson }, { buildCatalogMenus }] = await Promise.all([loadApiClient(), import('../menus')]);
  const [scans, archives] = await Promise.all([
    fetchJson<Scan[]>('/api/catalog/scans'),
    fetchJson<ArchiveEntry[]>('/api/catalog/archives'),
  ]);
  return buildCatalogMenus(scans, archives);
}
