/**
 * Versioned media URLs. Strapi keeps a replaced file's hash, and so its URL, so an upload's URL alone cannot be
 * cached for good; the URLs the catalog gives out carry the file's update time as `?v=`, and the CMS marks an
 * upload immutable only when the version asked for is the file's current one (src/middlewares/media-cache.ts).
 */
import path from 'node:path';
import { IIIF_IMAGE_HASH, isIiifTileRequest, isVersionedImageId } from '@folio/core';

export const MEDIA_VERSION_PARAM = 'v';

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

export interface VersionedFile {
  url?: string | null;
  updatedAt?: string | Date | null;
  formats?: unknown;
}

/** The current version of the file or rendition stored at `url` among `files`, or null when none is. */
export function currentVersionAt(url: string, files: VersionedFile[]): string | null {
  for (const file of files) {
    const formats = (file.formats ?? {}) as Record<string, { url?: unknown } | null>;
    const urls = [file.url, ...Object.values(formats).map((format) => format?.url)];
    if (urls.includes(url)) return mediaVersion(file.updatedAt);
  }
  return null;
}

/**
 * The upload hashes a local upload path may belong to: its name, and its name without a rendition's prefix
 * (`small_<hash>.webp`), since a hash may itself start with a word and an underscore.
 */
export function hashesOfUploadPath(pathname: string): string[] {
  const name = path.posix.basename(pathname, path.posix.extname(pathname));
  const unprefixed = name.replace(/^[A-Za-z0-9]+_/, '');
  return [...new Set([name, unprefixed])].filter((hash) => IIIF_IMAGE_HASH.test(hash) && !hash.includes('~'));
}

/**
 * Whether a path is exactly a file of a tile pyramid stored under its build's own folder (`info.json` or a tile),
 * written as the CMS writes it: any other spelling (`..`, escapes, extra segments) is not one.
 */
export function isVersionedPyramidPath(pathname: string): boolean {
  const segments = pathname.split('/');
  if (segments.length < 5 || segments[0] !== '' || segments[1] !== 'uploads' || segments[2] !== 'iiif') return false;
  if (!isVersionedImageId(segments[3])) return false;
  const rest = segments.slice(4);
  if (rest.length === 1) return rest[0] === 'info.json';
  return rest.length === 4 && isIiifTileRequest(rest[0], rest[1], rest[2], rest[3]);
}
