// A card carries only what it draws, because the browser decoded whole entries for each of the 61 cards of the scans
// list before it could hydrate.
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

// The slug in the URL is already decoded by the router.
export const entriesOfDesigner = <T extends Scan | ArchiveEntry>(entries: T[], designerSlug: string): T[] =>
  entries.filter((entry) => entry.designerorbrand.slug === designerSlug.toLowerCase());

export const findEntryByPath = <T extends Scan | ArchiveEntry>(
  entries: T[],
  kind: EntryKind,
  designerSlug: string,
  titleSlug: string,
): T | undefined => {
  const path = `/${kind}/${designerSlug}/${titleSlug}`.toLowerCase();
  return entries.find((entry) => entry.path.toLowerCase() === path);
};
