import { loadApiClient } from '../../../lib/loadApiClient';

export type RateLimitStatus = 'ok' | 'busy' | 'aborted';

export const RATE_LIMIT_PATH = '/api/rate-limit';

// Any failure but a 429 is only logged, so a broken check never hides the site.
export async function checkRateLimit(signal: AbortSignal): Promise<RateLimitStatus> {
  const { apiClient, isCancelledRequest, responseStatus } = await loadApiClient();
  try {
    await apiClient.get(RATE_LIMIT_PATH, { signal });
    return 'ok';
  } catch (error) {
    if (isCancelledRequest(error) || signal.aborted) return 'aborted';
    if (responseStatus(error) === 429) return 'busy';
    console.error('[site] rate-limit check failed:', (error as Error).message);
    return 'ok';
  }
}
