import { searchIndexFor, type Article, type ArchiveEntry, type Scan, type SearchIndex } from '@folio/core';
import useSWR from 'swr';
import { CATALOG_PATHS } from '../api/catalogPaths';

/** Stable empty lists, so a catalog that has not arrived yet does not defeat the index cache. */
const NO_SCANS: Scan[] = [];
const NO_ARCHIVES: ArchiveEntry[] = [];
const NO_ARTICLES: Article[] = [];

/**
 * The search index over the site's catalogs, loaded once the visitor first reaches for the search
 * box (`wanted`), so pages stay light for visitors who never search. SWR keeps the same lists until
 * a catalog changes, and `searchIndexFor` builds once per set of lists: once per catalog version,
 * never per keystroke. A catalog that fails to load is searched as empty; the others still work.
 */
export function useSearchIndex(wanted: boolean): {
  index: SearchIndex<Scan, ArchiveEntry, Article>;
  /** Every catalog has answered (with data or an error): "no results" now means none. */
  settled: boolean;
} {
  const scans = useSWR<Scan[]>(wanted ? CATALOG_PATHS.scans : null);
  const archives = useSWR<ArchiveEntry[]>(wanted ? CATALOG_PATHS.archives : null);
  const articles = useSWR<Article[]>(wanted ? CATALOG_PATHS.articles : null);
  const index = searchIndexFor({
    scans: scans.data ?? NO_SCANS,
    archives: archives.data ?? NO_ARCHIVES,
    articles: articles.data ?? NO_ARTICLES,
  });
  const settled = [scans, archives, articles].every((catalog) => catalog.data !== undefined || catalog.error);
  return { index, settled };
}
