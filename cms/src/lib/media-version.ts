/** Strapi keeps a replaced file's hash, and so its URL, so only a URL with its current `?v=` is cached for good. */
import path from 'node:path';
import { IIIF_IMAGE_HASH, isIiifTileRequest, isVersionedImageId } from '@folio/core';

export const MEDIA_VERSION_PARAM = 'v';

export function mediaVersion(updatedAt: string | Date | null | undefined): string | null {
  if (updatedAt === null || updatedAt === undefined) return null;
  const time = updatedAt instanceof Date ? updatedAt.getTime() : Date.parse(updatedAt);
  return Number.isFinite(time) ? time.toString(36) : null;
}

/** A URL with a query of its own (a signed URL) is left as it is. */
export function versionedMediaUrl(url: string, updatedAt: string | Date | null | undefined): string {
  const version = mediaVersion(updatedAt);
  return version === null || url.includes('?') ? url : `${url}?${MEDIA_VERSION_PARAM}=${version}`;
}

export interface VersionedFile {
  url?: string | null;
  updatedAt?: string | Date | null;
  formats?: unknown;
}

export function currentVersionAt(url: string, files: VersionedFile[]): string | null {
  for (const file of files) {
    const formats = (file.formats ?? {}) as Record<string, { url?: unknown } | null>;
    const urls = [file.url, ...Object.values(formats).map((format) => format?.url)];
    if (urls.includes(url)) return mediaVersion(file.updatedAt);
  }
  return null;
}

/** Both with and without a rendition's prefix, since a hash may itself start with a word and an underscore. */
export function hashesOfUploadPath(pathname: string): string[] {
  const name = path.posix.basename(pathname, path.posix.extname(pathname));
  const unprefixed = name.replace(/^[A-Za-z0-9]+_/, '');
  return [...new Set([name, unprefixed])].filter((hash) => IIIF_IMAGE_HASH.test(hash) && !hash.includes('~'));
}

/** Only as the CMS writes it: any other spelling (`..`, escapes, extra segments) is not a pyramid's file. */
export function isVersionedPyramidPath(pathname: string): boolean {
  const segments = pathname.split('/');
  if (segments.length < 5 || segments[0] !== '' || segments[1] !== 'uploads' || segments[2] !== 'iiif') return false;
  if (!isVersionedImageId(segments[3])) return false;
  const rest = segments.slice(4);
  if (rest.length === 1) return rest[0] === 'info.json';
  return rest.length === 4 && isIiifTileRequest(rest[0], rest[1], rest[2], rest[3]);
}
