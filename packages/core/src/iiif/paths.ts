// Entries are addressed by documentId, which survives a change of title or slug (docs/decisions/155).
export const IIIF_PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

export const IIIF_PRESENTATION_CONTENT_TYPE = `application/ld+json;profile="${IIIF_PRESENTATION_CONTEXT}"`;

export const IIIF_IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';

export const IIIF_IMAGE_CONTENT_TYPE = `application/ld+json;profile="${IIIF_IMAGE_CONTEXT}"`;

export const IIIF_DISCOVERY_CONTEXT = 'http://iiif.io/api/discovery/1/context.json';

export const IIIF_DISCOVERY_CONTENT_TYPE = `application/ld+json;profile="${IIIF_DISCOVERY_CONTEXT}"`;
export const IIIF_SEARCH1_CONTEXT = 'http://iiif.io/api/search/1/context.json';

export type IiifEntryKind = 'scans' | 'archives';

export const ACTIVITY_COLLECTION_FILE = 'all-changes.json';

export const iiifPaths = {
  manifest: (siteUrl: string, kind: IiifEntryKind, documentId: string) =>
    `${siteUrl}/iiif/${kind}/${encodeURIComponent(documentId)}/manifest.json`,
  search: (siteUrl: string, kind: IiifEntryKind, documentId: string) =>
    `${siteUrl}/iiif/search/${kind}/${encodeURIComponent(documentId)}`,
  search1: (siteUrl: string, kind: IiifEntryKind, documentId: string) =>
    `${siteUrl}/iiif/search/1/${kind}/${encodeURIComponent(documentId)}`,
  autocomplete: (siteUrl: string, kind: IiifEntryKind, documentId: string) =>
    `${siteUrl}/iiif/autocomplete/${kind}/${encodeURIComponent(documentId)}`,
  autocomplete1: (siteUrl: string, kind: IiifEntryKind, documentId: string) =>
    `${siteUrl}/iiif/autocomplete/1/${kind}/${encodeURIComponent(documentId)}`,
  designerCollection: (siteUrl: string, slug: string) =>
    `${siteUrl}/iiif/designers/${encodeURIComponent(slug)}/collection.json`,
  libraryCollection: (siteUrl: string) => `${siteUrl}/iiif/collection.json`,
  activityCollection: (siteUrl: string) => `${siteUrl}/iiif/activity/${ACTIVITY_COLLECTION_FILE}`,
  activityPage: (siteUrl: string, index: number) => `${siteUrl}/iiif/activity/page-${index}.json`,
  imageService: (siteUrl: string, hash: string) => `${siteUrl}/iiif/image/${encodeURIComponent(hash)}`,
};

// Refused before it is used in a path: an upload hash as Strapi writes it, then "~" and its build's version (base 36).
export const IIIF_IMAGE_HASH = /^[A-Za-z0-9_-]{1,160}(?:~[0-9a-z]{1,13})?$/;

// A rebuilt image gets a new identifier, so a versioned pyramid's tiles may be kept for good.
export const isVersionedImageId = (id: string): boolean => IIIF_IMAGE_HASH.test(id) && id.includes('~');

export const versionedImageId = (hash: string, madeAt: number): string => `${hash}~${madeAt.toString(36)}`;

export const imageIdMadeAt = (id: string): number | null =>
  isVersionedImageId(id) ? Number.parseInt(id.slice(id.indexOf('~') + 1), 36) : null;

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// As sharp's `layout: 'iiif3'` writes them.
export const IIIF_IMAGE_REGION = /^(?:full|square|\d{1,6},\d{1,6},\d{1,6},\d{1,6})$/;
export const IIIF_IMAGE_SIZE = /^\^?(?:max|\d{1,6},\d{1,6}|\d{1,6},|,\d{1,6})$/;
export const IIIF_IMAGE_ROTATION = /^0$/;
export const IIIF_IMAGE_FILE = /^(default|color|gray|bitonal)\.(jpg|png|webp)$/;

export function isIiifTileRequest(region: string, size: string, rotation: string, file: string): boolean {
  return (
    IIIF_IMAGE_REGION.test(region) &&
    IIIF_IMAGE_SIZE.test(size) &&
    IIIF_IMAGE_ROTATION.test(rotation) &&
    IIIF_IMAGE_FILE.test(file)
  );
}
