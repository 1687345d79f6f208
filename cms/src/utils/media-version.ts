/**
 * Versioned media URLs. Strapi keeps a replaced file's hash, and so its URL, so an upload's URL alone cannot be
 * cached for good; the URLs the catalog gives out carry the file's update time as `?v=`, and the CMS marks an
 * upload immutable only when the version asked for is the file's current one (src/middlewares/media-cache.ts).
 */
import { isVersionedImageId } from '@folio/core';

export const MEDIA_VERSION_PARAM = 'v';
export const IMMUTABLE_MEDIA = 'public, max-age=31536000, immutable';

/** The version of a file updated at `updatedAt`, or null when the time is missing or unreadable. */
export function mediaVersion(updatedAt: string | Date | null | undefined): string | null {
  if (updatedAt === null || updatedAt === undefined) return null;
  const time = updatedAt instanceof Date ? updatedAt.getTime() : Date.parse(updatedAt);
  return Number.isFinite(time) ? time.toString(36) : null;
}

/** `url` with the file's version, unless it has none or the URL carries a query of its own (a signed URL). */
export function versionedMediaUrl(url: string, updatedAt: string | Date | null | undefined): string {
  const version = mediaVersion(updatedAt);
  return version === null || url.includes('?') ? url : `${url}?${MEDIA_VERSION_PARAM}=${version}`;
}

/** Upload URL → current version, for every file and each of its formats (renditions share the file's time). */
export function mediaVersionMap(
  files: { url?: string | null; updatedAt?: string | Date | null; formats?: unknown }[],
): Map<string, string> {
  const versions = new Map<string, string>();
  for (const file of files) {
    const version = mediaVersion(file.updatedAt);
    if (version === null) continue;
    const formats = (file.formats ?? {}) as Record<string, { url?: unknown } | null>;
    const urls = [file.url, ...Object.values(formats).map((format) => format?.url)];
    for (const url of urls) if (typeof url === 'string') versions.set(url, version);
  }
  return versions;
}

/** Whether a local upload path is a file of a tile pyramid stored under its build's own folder. */
export function isVersionedPyramidPath(pathname: string): boolean {
  const match = /^\/uploads\/iiif\/([^/]+)\//.exec(pathname);
  return match !== null && isVersionedImageId(match[1]);
}
