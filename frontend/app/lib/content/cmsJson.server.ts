/** One JSON read from the CMS for a loader that can do without it: a failure is logged and answers null. */
import { cmsUrl } from '../env.server';

/** Loaders wait this long at most: a slow CMS leaves the extra out rather than holding up the page. */
const CMS_READ_TIMEOUT_MS = 3_000;

/** `path` is the CMS's own (`/api/...`); a 404 answers null without a log line (nothing there yet). */
export async function readCmsJson<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(`${cmsUrl()}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CMS_READ_TIMEOUT_MS),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as T;
  } catch (error) {
    console.warn(
      `[site] could not read ${path.split('?')[0]}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}
