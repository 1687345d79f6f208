import { DATA_CACHE } from '@folio/core';
import type { SWRConfiguration } from 'swr';
import { loadApiClient } from './loadApiClient';

export const swrConfig: SWRConfiguration = {
  ...DATA_CACHE,
  fetcher: (path: string) => loadApiClient().then(({ fetchJson }) => fetchJson(path)),
  onError: (error: Error, key: string) => console.error(`[site] could not load ${key}:`, error.message),
};
