/**
 * The site's IIIF addresses, shared by the documents that name them and the routes that serve them.
 * Entries are addressed by documentId, which survives a change of title or slug; designers by slug,
 * the only identifier the catalog gives them (see docs/decisions/155).
 */
export const IIIF_PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

/** The media type of every Presentation 3 document the site serves. */
export const IIIF_PRESENTATION_CONTENT_TYPE = `application/ld+json;profile="${IIIF_PRESENTATION_CONTEXT}"`;

export const IIIF_IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';

/** The media type of an Image API 3 info.json. */
export const IIIF_IMAGE_CONTENT_TYPE = `application/ld+json;profile="${IIIF_IMAGE_CONTEXT}"`;

export type IiifEntryKind = 'scans' | 'archives';

export const iiifPaths = {
  manifest: (siteUrl: string, kind: IiifEntryKind, documentId: string) =>
    `${siteUrl}/iiif/${kind}/${encodeURIComponent(documentId)}/manifest.json`,
  /** The IIIF Content Search 2.0 service of an entry's manifest (docs/decisions/171). */
  search: (siteUrl: string, kind: IiifEntryKind, documentId: string) =>
    `${siteUrl}/iiif/search/${kind}/${encodeURIComponent(documentId)}`,
  designerCollection: (siteUrl: string, slug: string) =>
    `${siteUrl}/iiif/designers/${encodeURIComponent(slug)}/collection.json`,
  libraryCollection: (siteUrl: string) => `${siteUrl}/iiif/collection.json`,
  /** The Image API service of an upload's tile pyramid (its info.json is under it). */
  imageService: (siteUrl: string, hash: string) => `${siteUrl}/iiif/image/${encodeURIComponent(hash)}`,
};

/**
 * An image service's identifier: the upload hash as Strapi writes it (file name slug, "_", random suffix:
 * letters, digits, "_" and "-"), then, for a pyramid stored under a folder of its own build, "~" and that
 * build's version (base 36). Anything else in that segment of a URL is refused before it is used in a path.
 */
export const IIIF_IMAGE_HASH = /^[A-Za-z0-9_-]{1,160}(?:~[0-9a-z]{1,13})?$/;

/**
 * A pyramid named by its build never changes: a rebuilt image gets a new identifier, so its tiles may be kept
 * for good. Identifiers without a version (pyramids made before versions) keep a bounded lifetime.
 */
export const isVersionedImageId = (id: string): boolean => IIIF_IMAGE_HASH.test(id) && id.includes('~');

/** The identifier of a pyramid made at `madeAt` (epoch milliseconds) of the upload `hash`. */
export const versionedImageId = (hash: string, madeAt: number): string => `${hash}~${madeAt.toString(36)}`;

/** When the pyramid of a versioned identifier was made (epoch milliseconds), or null for a bare hash. */
export const imageIdMadeAt = (id: string): number | null =>
  isVersionedImageId(id) ? Number.parseInt(id.slice(id.indexOf('~') + 1), 36) : null;

/**
 * What a file that never changes under its URL is sent with (versioned media, versioned tiles): any cache may keep
 * it for a year without asking again.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The parameters of a level-0 image request as sharp's `layout: 'iiif3'` writes them: a region (`full`
 * or x,y,w,h), a size (`max` or w,h, w, ,h with an optional ^), rotation 0 and the default quality.
 */
export const IIIF_IMAGE_REGION = /^(?:full|square|\d{1,6},\d{1,6},\d{1,6},\d{1,6})$/;
export const IIIF_IMAGE_SIZE = /^\^?(?:max|\d{1,6},\d{1,6}|\d{1,6},|,\d{1,6})$/;
export const IIIF_IMAGE_ROTATION = /^0$/;
export const IIIF_IMAGE_FILE = /^(default|color|gray|bitonal)\.(jpg|png|webp)$/;

/** Whether each segment of a tile request is one a level-0 pyramid can hold. */
export function isIiifTileRequest(region: string, size: string, rotation: string, file: string): boolean {
  return (
    IIIF_IMAGE_REGION.test(region) &&
    IIIF_IMAGE_SIZE.test(size) &&
    IIIF_IMAGE_ROTATION.test(rotation) &&
    IIIF_IMAGE_FILE.test(file)
  );
}
