/** schema.org descriptions of the site's pages (JSON-LD), from already absolute URLs. */
import type { Article } from '@folio/core';
import type { JsonLd } from './pageHead';

const CONTEXT = 'https://schema.org';

export interface ListItemLink {
  name: string;
  url: string;
}

export const webSiteJsonLd = (siteName: string, siteUrl: string, description: string): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: siteName,
  url: `${siteUrl}/`,
  description,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/searchResults?key={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

const itemListJsonLd = (items: ListItemLink[]): JsonLd => ({
  '@type': 'ItemList',
  numberOfItems: items.length,
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    url: item.url,
  })),
});

/** A list page: a CollectionPage whose main entity is the ordered list of its items. */
export const collectionPageJsonLd = (
  name: string,
  url: string,
  description: string,
  items: ListItemLink[],
): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'CollectionPage',
  name,
  url,
  description,
  mainEntity: itemListJsonLd(items),
});

/** A search results page: what it lists, in the order it lists them, is its main entity. */
export const searchResultsPageJsonLd = (name: string, url: string, items: ListItemLink[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'SearchResultsPage',
  name,
  url,
  mainEntity: itemListJsonLd(items),
});

export const articleJsonLd = (
  article: Pick<Article, 'title' | 'description' | 'published_at' | 'updatedAt' | 'author' | 'category'>,
  url: string,
  imageUrl: string | null,
  siteName: string,
): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Article',
  headline: article.title,
  description: article.description,
  articleSection: article.category,
  datePublished: article.published_at,
  dateModified: article.updatedAt || article.published_at,
  author: { '@type': 'Person', name: article.author },
  publisher: { '@type': 'Organization', name: siteName },
  mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  url,
  ...(imageUrl ? { image: [imageUrl] } : {}),
});

interface CatalogEntryFacts {
  title: string;
  designerOrBrand: string;
  yearPublished: number | null;
  description: string | null;
}

/** A scan is a printed publication (catalogue, magazine, lookbook): a Book with its page count. */
export const scanJsonLd = (
  scan: CatalogEntryFacts,
  pageCount: number,
  url: string,
  imageUrl: string | null,
): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Book',
  name: scan.title,
  url,
  author: { '@type': 'Organization', name: scan.designerOrBrand },
  ...(scan.yearPublished ? { datePublished: String(scan.yearPublished) } : {}),
  ...(scan.description ? { description: scan.description } : {}),
  ...(pageCount ? { numberOfPages: pageCount } : {}),
  ...(imageUrl ? { image: imageUrl } : {}),
});

/** An archive entry documents one designer's collection: a CreativeWork with its gallery. */
export const archiveEntryJsonLd = (entry: CatalogEntryFacts, url: string, imageUrl: string | null): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'CreativeWork',
  genre: 'Fashion collection',
  name: entry.title,
  url,
  creator: { '@type': 'Organization', name: entry.designerOrBrand },
  ...(entry.yearPublished ? { dateCreated: String(entry.yearPublished) } : {}),
  ...(entry.description ? { description: entry.description } : {}),
  ...(imageUrl ? { image: imageUrl } : {}),
});

export const aboutPageJsonLd = (name: string, url: string, description: string, contributors: string[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'AboutPage',
  name,
  url,
  description,
  ...(contributors.length
    ? { mentions: contributors.map((contributor) => ({ '@type': 'Person', name: contributor })) }
    : {}),
});
