import { cmsUrl } from '../env.server';

// A slow CMS leaves the extra out rather than holding up the page.
const CMS_READ_TIMEOUT_MS = 2_000;
// A hanging CMS then costs one timeout per window, not one per page view.
const UNREACHABLE_BACKOFF_MS = 5_000;

let unreachableUntil = Number.NEGATIVE_INFINITY;

// A 404 answers null without a log line (nothing there yet).
export async function readCmsJson<T>(path: string): Promise<T | null> {
  if (Date.now() < unreachableUntil) return null;
  let response: Response;
  try {
    response = await fetch(`${cmsUrl()}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CMS_READ_TIMEOUT_MS),
    });
  } catch (error) {
    unreachableUntil = Date.now() + UNREACHABLE_BACKOFF_MS;
    console.warn(`[site] the CMS did not answer ${path.split('?')[0]}: ${(error as Error).message}`);
    return null;
  }
  if (response.status === 404) return null;
  try {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as T;
  } catch (error) {
    console.warn(`[site] could not read ${path.split('?')[0]}: ${(error as Error).message}`);
    return null;
  }
}
