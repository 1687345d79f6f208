import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { archives, scans } from '../../../../test/fixtures/catalog';
import { fakeApi } from '../../../../test/support/fakeApi';
import { buildCatalogMenus } from '../menus';
import { swrConfig } from '../../../lib/swr';
import { useCatalogMenus } from './useCatalogMenus';

const menus = buildCatalogMenus(scans, archives);
const catalogs = {
  'GET /api/catalog/scans': { status: 200, data: scans },
  'GET /api/catalog/archives': { status: 200, data: archives },
};

// A fresh SWR cache per test, with the site's settings.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
);

describe('useCatalogMenus', () => {
  let consoleError: jest.SpyInstance;
  let api: ReturnType<typeof fakeApi> | undefined;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    api?.restore();
    consoleError.mockRestore();
  });

  it('uses the server-rendered menus for the first paint without fetching them again', async () => {
    jest.useFakeTimers();
    api = fakeApi(catalogs);
    const { result } = renderHook(() => useCatalogMenus(menus), { wrapper });
    expect(result.current).toBe(menus);
    // Past SWR's mount revalidation (the next animation frame) and its deduping interval.
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(api.asked()).toEqual([]);
    expect(result.current).toBe(menus);
  });

  it('fetches the menus in the browser when the server had none', async () => {
    api = fakeApi(catalogs);
    const { result } = renderHook(() => useCatalogMenus(null), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual(menus));
  });

  it('stays undefined (plain navbar links) and logs when the menus cannot be fetched', async () => {
    api = fakeApi({
      'GET /api/catalog/scans': new Error('Network Error'),
      'GET /api/catalog/archives': catalogs['GET /api/catalog/archives'],
    });
    const { result } = renderHook(() => useCatalogMenus(null), { wrapper });
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('[site] could not load catalog-menus:', 'Network Error'),
    );
    expect(result.current).toBeUndefined();
  });
});
