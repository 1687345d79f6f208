/**
 * The slices of catalog entries that list pages need. Loaders send these instead of whole
 * entries (a scan carries every page image), which keeps the HTML and the hydration data small: a
 * card carries only what it draws, and its cover as the <img> attributes worked out on the server
 * (one object of four values instead of the image with its renditions, some 15 values, which the
 * browser decoded for each of the 61 cards of the scans list before it could hydrate).
 */
import type { ArchiveEntry, Scan } from '@folio/core';
import type { EntryKind } from '../../lib/content/groups';
import { cardCover, type CardCover } from '../../lib/media/responsiveImage';

export interface EntryCard {
  id: string;
  title: string;
  designerOrBrand: string;
  yearPublished: number | null;
  path: string;
  cover: CardCover | null;
}

export const toEntryCard = (entry: Scan | ArchiveEntry): EntryCard => ({
  id: entry.id,
  title: entry.title,
  designerOrBrand: entry.designerOrBrand,
  yearPublished: entry.yearPublished,
  path: entry.path,
  cover: cardCover(entry.cover),
});

/** Entries of one designer or brand, matched by the slug in the URL (already decoded by the router). */
export const entriesOfDesigner = <T extends Scan | ArchiveEntry>(entries: T[], designerSlug: string): T[] =>
  entries.filter((entry) => entry.designerorbrand.slug === designerSlug.toLowerCase());

/** The entry whose catalog path is /{kind}/{designer}/{title}. */
export const findEntryByPath = <T extends Scan | ArchiveEntry>(
  entries: T[],
  kind: EntryKind,
  designerSlug: string,
  titleSlug: string,
): T | undefined => {
  const path = `/${kind}/${designerSlug}/${titleSlug}`.toLowerCase();
  return entries.find((entry) => entry.path.toLowerCase() === path);
};
