import { renderHook, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../../test/support/fakeApi';
import { useBusyStatus } from './useBusyStatus';

describe('useBusyStatus', () => {
  let consoleError: jest.SpyInstance;
  let api: ReturnType<typeof fakeApi> | undefined;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api?.restore();
    consoleError.mockRestore();
  });

  it('asks GET /api/rate-limit once at first load', async () => {
    api = fakeApi({ 'GET /api/rate-limit': { status: 204 } });
    const { result } = renderHook(() => useBusyStatus());
    await waitFor(() => expect(api?.asked()).toEqual(['GET /api/rate-limit']));
    expect(result.current).toBe(false);
  });

  it('turns busy when the check answers 429', async () => {
    api = fakeApi({ 'GET /api/rate-limit': { status: 429 } });
    const { result } = renderHook(() => useBusyStatus());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('only logs other failures', async () => {
    api = fakeApi({ 'GET /api/rate-limit': { status: 500 } });
    const { result } = renderHook(() => useBusyStatus());
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('[site] rate-limit check failed:', 'Request failed'));
    expect(result.current).toBe(false);
  });

  it('cancels the request on unmount and ignores the cancellation', async () => {
    // The check never answers, so only the unmount can end it.
    api = fakeApi({ 'GET /api/rate-limit': () => new Promise(() => undefined) });
    const { unmount } = renderHook(() => useBusyStatus());
    await waitFor(() => expect(api?.asked()).toEqual(['GET /api/rate-limit']));
    unmount();
    expect(api.requests[0].signal?.aborted).toBe(true);
    await waitFor(() => expect(api?.requests[0].done).toBe(true));
    expect(consoleError).not.toHaveBeenCalled();
  });
});
