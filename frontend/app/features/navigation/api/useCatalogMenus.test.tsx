import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { archives, scans } from '../../../../test/fixtures/catalog';
import { buildCatalogMenus } from '../menus';
import { swrConfig } from '../../../lib/swr';
import { fetchCatalogMenus } from './fetchCatalogMenus';
import { useCatalogMenus } from './useCatalogMenus';

jest.mock('./fetchCatalogMenus', () => ({
  ...jest.requireActual('./fetchCatalogMenus'),
  fetchCatalogMenus: jest.fn(),
}));

const fetchMenus = fetchCatalogMenus as jest.Mock;
const menus = buildCatalogMenus(scans, archives);

// A fresh SWR cache per test, with the site's settings.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
);

describe('useCatalogMenus', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    fetchMenus.mockReset();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('uses the server-rendered menus for the first paint without fetching them again', async () => {
    const { result } = renderHook(() => useCatalogMenus(menus), { wrapper });
    expect(result.current).toBe(menus);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMenus).not.toHaveBeenCalled();
  });

  it('fetches the menus in the browser when the server had none', async () => {
    fetchMenus.mockResolvedValue(menus);
    const { result } = renderHook(() => useCatalogMenus(null), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual(menus));
  });

  it('stays undefined (plain navbar links) and logs when the menus cannot be fetched', async () => {
    fetchMenus.mockRejectedValue(new Error('Network Error'));
    const { result } = renderHook(() => useCatalogMenus(null), { wrapper });
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('[site] could not load catalog-menus:', 'Network Error'),
    );
    expect(result.current).toBeUndefined();
  });
});
