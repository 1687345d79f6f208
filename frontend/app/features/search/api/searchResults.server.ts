/** The results page's data: the same engine as the dropdown, over the server's copy of the catalogs. */
import { searchWithSuggestion, searchWords, type Article, type ArchiveEntry, type Scan } from '@folio/core';
import { readCmsJson } from '../../../lib/content/cmsJson.server';
import { content } from '../../../lib/content/content.server';
import { loadContent } from '../../../lib/content/loaders.server';
import { pageHitItems, whereLabel, type PageHitItem } from '../pageHits';
import { isSearchCategory, SEARCH_CATEGORIES, type SearchCategory } from '../searchCategories';
import { pageTextSearchPath, RESULTS_PAGE_HITS, type PageTextHit } from './pageTextSearch';

/** Results per category on the overview; "See all" opens one category in pages of RESULTS_PAGE_SIZE. */
export const RESULTS_PREVIEW_PER_CATEGORY = 10;
export const RESULTS_PAGE_SIZE = 60;

export type ResultSection<EntryItem, ArticleItem> =
  | { category: 'articles'; total: number; articles: ArticleItem[] }
  | { category: 'scans' | 'archives'; total: number; entries: EntryItem[] };

/** How a result is sent to the page (the catalog's and the articles' cards, chosen where the features meet). */
export interface ResultItems<EntryItem, ArticleItem> {
  entry: (entry: Scan | ArchiveEntry) => EntryItem;
  article: (article: Article) => ArticleItem;
}

export interface SearchResultsPageData<EntryItem, ArticleItem> {
  key: string;
  /** The query words after text handling; none means there was nothing to search for. */
  words: string[];
  /** The one category shown in full, or null for the overview of all three. */
  category: SearchCategory | null;
  page: number;
  pageCount: number;
  totals: Record<SearchCategory, number>;
  sections: ResultSection<EntryItem, ArticleItem>[];
  /** Scans and archive entries found by words on their pages and not by title or designer (overview only). */
  pageHits: PageHitItem[];
  /** "Did you mean …": a corrected query that finds more, when this one found little; else null. */
  suggestion: string | null;
}

/**
 * The CMS's page-text hits for the query, for `shown` of them on screen (the results page's or the dropdown's);
 * none when it cannot answer (the title matches still show).
 */
export async function loadPageTextHits(words: readonly string[], shown: number): Promise<PageTextHit[]> {
  if (words.length === 0) return [];
  const answer = await readCmsJson<{ data: PageTextHit[] }>(pageTextSearchPath(words.join(' '), shown));
  return Array.isArray(answer?.data) ? answer.data : [];
}

/** Reads the page's query string. Unknown categories and page numbers fall back to the overview and page 1. */
export function parseSearchParams(url: string) {
  const params = new URL(url).searchParams;
  const categoryParam = params.get('category');
  const pageParam = Number(params.get('page'));
  return {
    key: (params.get('key') ?? '').trim(),
    category: isSearchCategory(categoryParam) ? categoryParam : null,
    page: Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1,
  };
}

export async function loadSearchResults<EntryItem, ArticleItem>(
  { key, category, page }: ReturnType<typeof parseSearchParams>,
  items: ResultItems<EntryItem, ArticleItem>,
): Promise<SearchResultsPageData<EntryItem, ArticleItem>> {
  const [scans, archives, articles, hits] = await Promise.all([
    loadContent(content.scans),
    loadContent(content.archives),
    loadContent(content.articles),
    // The overview only: a category's full list is the spec's matches, paged.
    category ? [] : loadPageTextHits(searchWords(key), RESULTS_PAGE_HITS),
  ]);
  // The content cache hands out the same lists until the catalog changes, so this index is built once per version.
  const results = searchWithSuggestion({ scans, archives, articles }, key);
  const pageCount = category ? Math.max(1, Math.ceil(results.totals[category] / RESULTS_PAGE_SIZE)) : 1;
  const shownPage = Math.min(page, pageCount);
  const shown = <T>(items: readonly T[]) =>
    category
      ? items.slice((shownPage - 1) * RESULTS_PAGE_SIZE, shownPage * RESULTS_PAGE_SIZE)
      : items.slice(0, RESULTS_PREVIEW_PER_CATEGORY);
  const section = (which: SearchCategory): ResultSection<EntryItem, ArticleItem> =>
    which === 'articles'
      ? { category: which, total: results.totals.articles, articles: shown(results.articles).map(items.article) }
      : {
          category: which,
          total: results.totals[which],
          entries: shown<Scan | ArchiveEntry>(results[which]).map(items.entry),
        };
  return {
    key,
    words: results.words,
    category,
    page: shownPage,
    pageCount,
    totals: results.totals,
    sections: (category ? [category] : SEARCH_CATEGORIES).map(section),
    pageHits: pageHitItems(
      hits,
      { scans, archives },
      new Set([...results.scans, ...results.archives].map((entry) => entry.documentId)),
      key,
      RESULTS_PAGE_HITS,
    ),
    suggestion: results.suggestion,
  };
}

/** A result as the page links to it. */
export interface ResultLink {
  name: string;
  path: string;
}

/**
 * What the page lists, in its order: each section's shown results, then the entries found on their pages
 * (named as their links are), for the page's structured data.
 */
export function listedResults<EntryItem, ArticleItem>(
  { sections, pageHits }: SearchResultsPageData<EntryItem, ArticleItem>,
  link: { entry: (entry: EntryItem) => ResultLink; article: (article: ArticleItem) => ResultLink },
): ResultLink[] {
  return [
    ...sections.flatMap((section) =>
      section.category === 'articles' ? section.articles.map(link.article) : section.entries.map(link.entry),
    ),
    ...pageHits.map((hit) => ({ name: `${hit.title}, ${whereLabel(hit)}`, path: hit.path })),
  ];
}
