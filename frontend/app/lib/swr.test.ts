/**
 * The spec's client data cache settings (dedupe 2 s, focus throttle 5 s, error retry 5 s),
 * checked on the configuration the app hands to SWR and on what SWR then does with it (root.test.tsx
 * checks that every page gets it).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { fetchJson } from './api-client';
import { swrConfig } from './swr';

jest.mock('./api-client', () => ({
  ...jest.requireActual('./api-client'),
  fetchJson: jest.fn(),
}));

const fetchJsonMock = jest.mocked(fetchJson);

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
