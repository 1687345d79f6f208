// One flat list, because arrow keys walk it; it is grouped by category only for display.
import type { Article, ArchiveEntry, Image, Scan, SearchResults } from '@folio/core';
import { whereLabel, type PageHitItem } from './pageHits';
import { SEARCH_CATEGORIES, searchResultsPath, type SearchCategory } from './searchCategories';

export interface SearchOption {
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

export const pageHitOptions = (items: readonly PageHitItem[]): SearchOption[] =>
  items.map((item) => ({
    category: 'pages',
    key: `pages-${item.key}`,
    title: item.title,
    caption: `${item.designerOrBrand} · ${whereLabel(item)}: ${item.snippet}`,
    path: item.path,
    thumbnailUrl: item.thumbnailUrl,
  }));

export const suggestionOption = (suggestion: string): SearchOption => ({
  category: 'suggestion',
  key: 'suggestion',
  title: suggestion,
  caption: '',
  path: searchResultsPath(suggestion),
  thumbnailUrl: null,
});
