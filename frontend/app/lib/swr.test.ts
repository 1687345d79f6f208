/**
 * The spec's client data cache settings (dedupe 2 s, focus throttle 5 s, error retry 5 s), checked on what
 * SWR does with the configuration the app hands it (root.test.tsx checks that every page gets it).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { fakeApi } from '../../test/support/fakeApi';
import { swrConfig } from './swr';

/** The app's settings with a fresh cache, so tests do not share data. */
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { ...swrConfig, provider: () => new Map() } }, children);

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  api?.restore();
});

describe('the app SWR configuration', () => {
  it('revalidates a key when the window regains focus, at most once per 5 s', async () => {
    jest.useFakeTimers();
    api = fakeApi({ 'GET /api/catalog/scans': { status: 200, data: ['scan'] } });
    const { result } = renderHook(() => useSWR('/api/catalog/scans').data, { wrapper });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual(['scan']);
    const focus = () =>
      act(async () => {
        window.dispatchEvent(new Event('focus'));
        await jest.advanceTimersByTimeAsync(0);
      });

    await act(() => jest.advanceTimersByTimeAsync(4_900));
    await focus();
    expect(api.requests).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(200));
    await focus();
    expect(api.requests).toHaveLength(2);

    await act(() => jest.advanceTimersByTimeAsync(4_900));
    await focus();
    expect(api.requests).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(200));
    await focus();
    expect(api.requests).toHaveLength(3);
  });

  it('asks again 5 s after a request failed', async () => {
    jest.useFakeTimers();
    // SWR spreads its retries at random; at its shortest the first one comes after one retry interval.
    jest.spyOn(Math, 'random').mockReturnValue(0);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = fakeApi({ 'GET /api/catalog/scans': new Error('Network Error') });
    renderHook(() => useSWR('/api/catalog/scans'), { wrapper });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(api.requests).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(4_900));
    expect(api.requests).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(api.requests).toHaveLength(2);
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
