import { iiifPaths, pageCanvases, type ArchiveEntry, type Image, type Scan } from '@folio/core';
import { publicSiteUrl } from '../../../lib/env.server';
import type { ReaderCitation } from '../utils/readerCitation';

/** Ids as the entry's manifest writes them, so a content state points into that manifest. */
export function readerCitation(
  kind: 'scans' | 'archives',
  entry: Scan | ArchiveEntry,
  images: Image[],
  siteName: string,
  rights: ReaderCitation['rights'],
): ReaderCitation {
  const siteUrl = publicSiteUrl();
  const canvases = new Map(pageCanvases(kind, entry, siteUrl).map((canvas) => [canvas.page, canvas.id]));
  return {
    kind,
    title: entry.title,
    designerOrBrand: entry.designerOrBrand,
    yearPublished: entry.yearPublished,
    siteName,
    pageUrl: `${siteUrl}${entry.path}`,
    manifestId: iiifPaths.manifest(siteUrl, kind, entry.documentId),
    canvasIds: images.map((_, index) => canvases.get(index + 1) ?? null),
    imageServices: images.map((image) => (image.deepZoom ? iiifPaths.imageService(siteUrl, image.deepZoom) : null)),
    rights,
  };
}
