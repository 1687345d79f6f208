/**
 * The slices of catalog entries that list pages and menus need. Loaders send these instead of whole
 * entries (a scan carries every page image), which keeps the HTML and the hydration data small: a
 * card carries only what it draws, and its cover as the <img> attributes worked out on the server
 * (one object of four values instead of the image with its renditions, some 15 values, which the
 * browser decoded for each of the 61 cards of the scans list before it could hydrate).
 */
import type { Article, ArchiveEntry, Image, Scan } from '@folio/core';
import { responsiveImageAttributes, type ResponsiveImageAttributes } from '../media/responsiveImage';

export type EntryKind = 'scans' | 'archives';

/** A card's cover: drawn decorative (the card's title names the link), so without its alternative text. */
export type CardCover = ResponsiveImageAttributes;

export interface EntryCard {
  id: string;
  title: string;
  designerOrBrand: string;
  yearPublished: number | null;
  path: string;
  cover: CardCover | null;
}

export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  category: Article['category'];
  author: string;
  published_at: string;
  cover: CardCover | null;
}

const cardCover = (cover: Image | null): CardCover | null => (cover ? responsiveImageAttributes(cover) : null);

export const toEntryCard = (entry: Scan | ArchiveEntry): EntryCard => ({
  id: entry.id,
  title: entry.title,
  designerOrBrand: entry.designerOrBrand,
  yearPublished: entry.yearPublished,
  path: entry.path,
  cover: cardCover(entry.cover),
});

export const toArticleCard = (article: Article): ArticleCard => ({
  id: article.id,
  slug: article.slug,
  title: article.title,
  category: article.category,
  author: article.author,
  published_at: article.published_at,
  cover: cardCover(article.cover),
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
