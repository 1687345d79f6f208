import { renderHook, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import { apiClient } from '../../../lib/api-client';
import { useBusyStatus } from './useBusyStatus';

jest.mock('../../../lib/api-client', () => {
  const actual = jest.requireActual('../../../lib/api-client');
  return { ...actual, apiClient: { get: jest.fn() } };
});

const get = apiClient.get as jest.Mock;

const failure = (status: number) =>
  new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data: null,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('useBusyStatus', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    get.mockReset();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('asks GET /api/rate-limit once at first load', async () => {
    get.mockResolvedValue({ status: 200, data: {} });
    const { result } = renderHook(() => useBusyStatus());
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/rate-limit', expect.objectContaining({ signal: expect.any(AbortSignal) })),
    );
    expect(result.current).toBe(false);
  });

  it('turns busy when the check answers 429', async () => {
    get.mockRejectedValue(failure(429));
    const { result } = renderHook(() => useBusyStatus());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('only logs other failures', async () => {
    get.mockRejectedValue(failure(500));
    const { result } = renderHook(() => useBusyStatus());
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('[site] rate-limit check failed:', 'Request failed'));
    expect(result.current).toBe(false);
  });

  it('cancels the request on unmount and ignores the cancellation', async () => {
    let signal: AbortSignal | undefined;
    get.mockImplementation(
      (_path: string, config: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          signal = config.signal;
          config.signal.addEventListener('abort', () => reject(new CanceledError()));
        }),
    );
    const { unmount } = renderHook(() => useBusyStatus());
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(consoleError).not.toHaveBeenCalled();
  });
});
