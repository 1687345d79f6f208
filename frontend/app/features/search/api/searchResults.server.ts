import { searchWithSuggestion, searchWords, type Article, type ArchiveEntry, type Scan } from '@folio/core';
import { readCmsJson } from '../../../lib/content/cmsJson.server';
import { content } from '../../../lib/content/content.server';
import { loadContent } from '../../../lib/content/loaders.server';
import { pageHitGroups, whereLabel, type PageHitGroup } from '../pageHits';
import { isSearchCategory, SEARCH_CATEGORIES, type SearchCategory } from '../searchCategories';
import { pageTextSearchPath, RESULTS_PAGE_HITS, RESULTS_PAGES_PER_ENTRY, type PageTextHit } from './pageTextSearch';

export const RESULTS_PREVIEW_PER_CATEGORY = 10;
export const RESULTS_PAGE_SIZE = 60;

export type ResultSection<EntryItem, ArticleItem> =
  | { category: 'articles'; total: number; articles: ArticleItem[] }
  | { category: 'scans' | 'archives'; total: number; entries: EntryItem[] };

export interface ResultItems<EntryItem, ArticleItem> {
  entry: (entry: Scan | ArchiveEntry) => EntryItem;
  article: (article: Article) => ArticleItem;
}

export interface SearchResultsPageData<EntryItem, ArticleItem> {
  key: string;
  words: string[];
  category: SearchCategory | null;
  page: number;
  pageCount: number;
  totals: Record<SearchCategory, number>;
  sections: ResultSection<EntryItem, ArticleItem>[];
  /** Entries found by words on their pages, each with its matching pages. */
  pageHits: PageHitGroup[];
  suggestion: string | null;
}

// None when the CMS cannot answer: the title matches still show.
export async function loadPageTextHits(
  words: readonly string[],
  shown: number,
  pagesPerEntry = 1,
): Promise<PageTextHit[]> {
  if (words.length === 0) return [];
  const answer = await readCmsJson<{ data: PageTextHit[] }>(pageTextSearchPath(words.join(' '), shown, pagesPerEntry));
  return Array.isArray(answer?.data) ? answer.data : [];
}

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
    category ? [] : loadPageTextHits(searchWords(key), RESULTS_PAGE_HITS, RESULTS_PAGES_PER_ENTRY),
  ]);
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
    pageHits: pageHitGroups(
      hits,
      { scans, archives },
      new Set([...results.scans, ...results.archives].map((entry) => entry.documentId)),
      key,
      RESULTS_PAGE_HITS,
    ),
    suggestion: results.suggestion,
  };
}

export interface ResultLink {
  name: string;
  path: string;
}

export function listedResults<EntryItem, ArticleItem>(
  { sections, pageHits }: SearchResultsPageData<EntryItem, ArticleItem>,
  link: { entry: (entry: EntryItem) => ResultLink; article: (article: ArticleItem) => ResultLink },
): ResultLink[] {
  return [
    ...sections.flatMap((section) =>
      section.category === 'articles' ? section.articles.map(link.article) : section.entries.map(link.entry),
    ),
    ...pageHits.flatMap((group) =>
      group.pages.map((hit) => ({ name: `${hit.title}, ${whereLabel(hit)}`, path: hit.path })),
    ),
  ];
}
