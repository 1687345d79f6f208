import useSWR from 'swr';
import type { CatalogMenus } from '../menus';
import { CATALOG_MENUS_KEY, fetchCatalogMenus } from './fetchCatalogMenus';

/**
 * Navbar menus: the server render's copy first (no second fetch on load), refreshed through SWR
 * when the visitor returns to the tab. Fetched in the browser only when the server had none.
 * Undefined while unavailable: the navbar then shows plain links.
 */
export function useCatalogMenus(fromServer: CatalogMenus | null): CatalogMenus | undefined {
  const { data } = useSWR(CATALOG_MENUS_KEY, fetchCatalogMenus, {
    fallbackData: fromServer ?? undefined,
    revalidateOnMount: fromServer === null,
  });
  return data;
}
