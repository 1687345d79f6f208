import type { Image, Scan } from '@folio/core';
import { eventually } from '../../frontend/test/support/eventually';

/** The CMS makes pyramids off the request path once it is up: time for one scan's to be done. */
const TILES_TIMEOUT_MS = 150_000;

export const isTiled = (image: Image) => typeof image.deepZoom === 'string' && image.deepZoom !== '';

/** The seeded scan at `path` (decoded) once the catalog says `ready` of it, e.g. that a page's pyramid is done. */
export function scanWhen(cmsUrl: string, path: string, ready: (scan: Scan) => boolean, what: string): Promise<Scan> {
  return eventually(
    async () => {
      const scans = (await (await fetch(`${cmsUrl}/api/catalog/scans`)).json()) as Scan[];
      const scan = scans.find((entry) => decodeURIComponent(entry.path) === path);
      if (!scan) throw new Error(`the seeded library has no ${path}`);
      return scan;
    },
    ready,
    {
      failure: () => `${path}: ${what} not in the catalog after ${TILES_TIMEOUT_MS} ms`,
      timeoutMs: TILES_TIMEOUT_MS,
      intervalMs: 2_000,
    },
  );
}
