import useSWR from 'swr';
import type { CatalogMenus } from '../menus';
import { CATALOG_MENUS_KEY, fetchCatalogMenus } from './fetchCatalogMenus';

// The server render's copy comes first, so the page load makes no second fetch.
export function useCatalogMenus(fromServer: CatalogMenus | null): CatalogMenus | undefined {
  const { data } = useSWR(CATALOG_MENUS_KEY, fetchCatalogMenus, {
    fallbackData: fromServer ?? undefined,
    revalidateOnMount: fromServer === null,
  });
  return data;
}
