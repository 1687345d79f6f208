/**
 * The slices of catalog entries that list pages and menus need. Loaders send these instead of whole
 * entries (a scan carries every page image), which keeps the HTML and the hydration data small.
 */
import type { Article, ArchiveEntry, Image, Scan } from '@folio/core';

export type EntryKind = 'scans' | 'archives';

export interface EntryCard {
  id: string;
  title: string;
  designerOrBrand: string;
  designerSlug: string;
  yearPublished: number | null;
  path: string;
  cover: Image | null;
}

export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: Article['category'];
  author: string;
  published_at: string;
  cover: Image | null;
}

export const toEntryCard = (entry: Scan | ArchiveEntry): EntryCard => ({
  id: entry.id,
  title: entry.title,
  designerOrBrand: entry.designerOrBrand,
  designerSlug: entry.designerorbrand.slug,
  yearPublished: entry.yearPublished,
  path: entry.path,
  cover: entry.cover,
});

export const toArticleCard = (article: Article): ArticleCard => ({
  id: article.id,
  slug: article.slug,
  title: article.title,
  description: article.description,
  category: article.category,
  author: article.author,
  published_at: article.published_at,
  cover: article.cover,
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
