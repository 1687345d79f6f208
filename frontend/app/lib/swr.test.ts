/**
 * The client data cache settings of spec section 9 (dedupe 2 s, focus throttle 5 s, error retry 5 s),
 * checked on the configuration the app hands to SWR (root.tsx wraps every page in
 * `<SWRConfig value={swrConfig}>`) and on what SWR then does with it.
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { archives, scans } from '../../test/fixtures/catalog';
import { apiClient, fetchJson } from './api-client';
import { buildCatalogMenus } from './content/menus';
import { swrConfig } from './swr';

// The root component reads its loader's data; jsdom has no fetch Request for a data router, so it is handed over here.
jest.mock('react-router', () => ({
  ...jest.requireActual('react-router'),
  useLoaderData: () => mockRootData,
}));

jest.mock('./api-client', () => ({
  ...jest.requireActual('./api-client'),
  apiClient: { get: jest.fn() },
  fetchJson: jest.fn(),
}));

const fetchJsonMock = jest.mocked(fetchJson);

/** The root loader's data: with server-built menus, the shell asks nothing of the CMS but the rate limit. */
const mockRootData = {
  siteName: 'Folio',
  settings: null,
  menus: buildCatalogMenus(scans, archives),
  notFoundHead: null,
};

/** The app's settings with a fresh cache, so tests do not share data. */
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { ...swrConfig, provider: () => new Map() } }, children);

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

describe('the app SWR configuration', () => {
  it('sets the spec cache intervals in milliseconds', () => {
    expect(swrConfig).toMatchObject({
      dedupingInterval: 2000,
      focusThrottleInterval: 5000,
      errorRetryInterval: 5000,
    });
  });

  it('is what SWR sees below the app provider, over its own defaults', () => {
    const { result } = renderHook(() => useSWRConfig(), { wrapper });
    expect(result.current.dedupingInterval).toBe(2000);
    expect(result.current.focusThrottleInterval).toBe(5000);
    expect(result.current.errorRetryInterval).toBe(5000);
  });

  it('fetches a key through the one HTTP client, by its path', async () => {
    fetchJsonMock.mockResolvedValue({ version: '7' });
    const { result } = renderHook(() => useSWR<{ version: string }>('/api/catalog/version'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ version: '7' }));
    expect(fetchJsonMock).toHaveBeenCalledWith('/api/catalog/version');
  });

  it('asks once for a key requested again within 2 s, and again after that', async () => {
    jest.useFakeTimers();
    fetchJsonMock.mockResolvedValue(['scan']);
    // One user of the key from the start; a second one mounts (again) when `second` is set.
    const { result, rerender } = renderHook(
      ({ second }: { second: boolean }) => [
        useSWR('/api/catalog/scans').data,
        useSWR(second ? '/api/catalog/scans' : null).data,
      ],
      { wrapper, initialProps: { second: false } },
    );
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current[0]).toEqual(['scan']);
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);

    // A hook mounting with cached data revalidates on the next animation frame: give it 50 ms each time.
    await act(() => jest.advanceTimersByTimeAsync(1_800));
    rerender({ second: true });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(result.current[1]).toEqual(['scan']);
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);

    await act(() => jest.advanceTimersByTimeAsync(200));
    rerender({ second: false });
    rerender({ second: true });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(fetchJsonMock).toHaveBeenCalledTimes(2);
  });
});

describe('the app root', () => {
  it('gives every page the spec cache settings', async () => {
    jest.mocked(apiClient.get).mockResolvedValue({ status: 200, data: {} });
    // The root module holds the server loader too; only its component is rendered here.
    const { default: App } = await import('../root');
    function Probe() {
      const config = useSWRConfig();
      return createElement(
        'output',
        { 'data-testid': 'swr' },
        JSON.stringify([config.dedupingInterval, config.focusThrottleInterval, config.errorRetryInterval]),
      );
    }
    render(
      createElement(
        MemoryRouter,
        null,
        createElement(
          Routes,
          null,
          createElement(
            Route,
            { path: '/', element: createElement(App) },
            createElement(Route, { index: true, element: createElement(Probe) }),
          ),
        ),
      ),
    );
    expect(await screen.findByTestId('swr')).toHaveTextContent('[2000,5000,5000]');
  });
});
