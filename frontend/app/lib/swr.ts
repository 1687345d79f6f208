import { DATA_CACHE } from '@folio/core';
import type { SWRConfiguration } from 'swr';

/**
 * The spec's cache settings for every client-side fetch. The HTTP client is imported on first use:
 * first paint never needs it (its data comes from the server render).
 */
export const swrConfig: SWRConfiguration = {
  ...DATA_CACHE,
  fetcher: (path: string) => import('./api-client').then(({ fetchJson }) => fetchJson(path)),
  onError: (error: Error, key: string) => console.error(`[site] could not load ${key}:`, error.message),
};
