/** The dropdown's options: one flat list (arrow keys walk it), grouped by category for display. */
import type { Article, ArchiveEntry, Image, Scan, SearchResults } from '@folio/core';
import { whereLabel, type PageHitItem } from './pageHits';
import { SEARCH_CATEGORIES, searchResultsPath, type SearchCategory } from './searchCategories';

export interface SearchOption {
  /**
   * 'pages': an entry found by words on its pages, listed after the three categories; 'suggestion': the
   * "Did you mean …" link to the results of a corrected query, listed first.
   */
  category: SearchCategory | 'pages' | 'suggestion';
  key: string;
  title: string;
  caption: string;
  path: string;
  thumbnailUrl: string | null;
}

const thumbnailOf = (cover: Image | null) => cover?.formats?.thumbnail?.url ?? cover?.url ?? null;

const entryOption = (category: 'scans' | 'archives', entry: Scan | ArchiveEntry): SearchOption => ({
  category,
  key: `${category}-${entry.id}`,
  title: entry.title,
  caption: [entry.designerOrBrand, entry.yearPublished].filter(Boolean).join(' · '),
  path: entry.path,
  thumbnailUrl: thumbnailOf(entry.cover),
});

const articleOption = (article: Article): SearchOption => ({
  category: 'articles',
  key: `articles-${article.id}`,
  title: article.title,
  caption: `${article.category} · ${article.author}`,
  path: `/articles/${article.slug}`,
  thumbnailUrl: thumbnailOf(article.cover),
});

export function searchOptions(results: SearchResults<Scan, ArchiveEntry, Article>): SearchOption[] {
  const byCategory: Record<SearchCategory, SearchOption[]> = {
    articles: results.articles.map(articleOption),
    scans: results.scans.map((scan) => entryOption('scans', scan)),
    archives: results.archives.map((entry) => entryOption('archives', entry)),
  };
  return SEARCH_CATEGORIES.flatMap((category) => byCategory[category]);
}

/** Entries found by words on their pages: the title, then where ("page 12") and the words around the hit. */
export const pageHitOptions = (items: readonly PageHitItem[]): SearchOption[] =>
  items.map((item) => ({
    category: 'pages',
    key: `pages-${item.key}`,
    title: item.title,
    caption: `${item.designerOrBrand} · ${whereLabel(item)}: ${item.snippet}`,
    path: item.path,
    thumbnailUrl: item.thumbnailUrl,
  }));

/** "Did you mean …": the results page of the corrected query. */
export const suggestionOption = (suggestion: string): SearchOption => ({
  category: 'suggestion',
  key: 'suggestion',
  title: suggestion,
  caption: '',
  path: searchResultsPath(suggestion),
  thumbnailUrl: null,
});
