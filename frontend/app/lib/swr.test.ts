/**
 * The spec's client data cache settings (dedupe 2 s, focus throttle 5 s, error retry 5 s),
 * checked on the configuration the app hands to SWR and on what SWR then does with it (root.test.tsx
 * checks that every page gets it).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { fakeApi } from '../../test/support/fakeApi';
import { swrConfig } from './swr';

/** The app's settings with a fresh cache, so tests do not share data. */
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { ...swrConfig, provider: () => new Map() } }, children);

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  jest.useRealTimers();
  api?.restore();
});

describe('the app SWR configuration', () => {
  it('is what SWR sees below the app provider, over its own defaults', () => {
    const { result } = renderHook(() => useSWRConfig(), { wrapper });
    expect(result.current.dedupingInterval).toBe(2000);
    expect(result.current.focusThrottleInterval).toBe(5000);
    expect(result.current.errorRetryInterval).toBe(5000);
  });

  it('fetches a key through the one HTTP client, by its path', async () => {
    api = fakeApi({ 'GET /api/catalog/version': { status: 200, data: { version: '7' } } });
    const { result } = renderHook(() => useSWR<{ version: string }>('/api/catalog/version'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ version: '7' }));
    expect(api.asked()).toEqual(['GET /api/catalog/version']);
  });

  it('asks once for a key requested again within 2 s, and again after that', async () => {
    jest.useFakeTimers();
    api = fakeApi({ 'GET /api/catalog/scans': { status: 200, data: ['scan'] } });
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
    expect(api.requests).toHaveLength(1);

    // A hook mounting with cached data revalidates on the next animation frame: give it 50 ms each time.
    await act(() => jest.advanceTimersByTimeAsync(1_800));
    rerender({ second: true });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(result.current[1]).toEqual(['scan']);
    expect(api.requests).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(200));
    rerender({ second: false });
    rerender({ second: true });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(api.requests).toHaveLength(2);
  });
});
