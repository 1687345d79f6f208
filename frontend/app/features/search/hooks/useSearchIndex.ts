import type { Article, ArchiveEntry, Scan, SearchIndex } from '@folio/core';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { CATALOG_PATHS } from '../api/catalogPaths';

export type SearchKit = typeof import('../searchKit');

/** Stable empty lists, so a catalog that has not arrived yet does not defeat the index cache. */
const NO_SCANS: Scan[] = [];
const NO_ARCHIVES: ArchiveEntry[] = [];
const NO_ARTICLES: Article[] = [];

/** Loads the search kit (engine and dropdown) once `wanted`; null until it has arrived. */
function useSearchKit(wanted: boolean): SearchKit | null {
  const [kit, setKit] = useState<SearchKit | null>(null);
  useEffect(() => {
    if (!wanted || kit) return;
    let current = true;
    import('../searchKit').then(
      (loaded) => {
        if (current) setKit(loaded);
      },
      // The box still works without it: Enter submits to the results page.
      (error: Error) => console.error('[site] search dropdown unavailable:', error.message),
    );
    return () => {
      current = false;
    };
  }, [wanted, kit]);
  return kit;
}

/**
 * The search index over the site's catalogs, loaded once the visitor first reaches for the search
 * box (`wanted`), so pages stay light for visitors who never search: the catalogs and the search kit
 * (engine, dropdown) load then, side by side. SWR keeps the same lists until a catalog changes, and
 * `searchIndexFor` builds once per set of lists: once per catalog version, never per keystroke. A
 * catalog that fails to load is searched as empty; the others still work.
 */
export function useSearchIndex(wanted: boolean): {
  /** The engine and the dropdown; null until loaded. */
  kit: SearchKit | null;
  /** The index over the catalogs that have arrived; null until the kit has loaded. */
  index: SearchIndex<Scan, ArchiveEntry, Article> | null;
  /** The kit is here and every catalog has answered (with data or an error): "no results" now means none. */
  settled: boolean;
  /** The scans and archives that have arrived, to name the entries found by words on their pages. */
  catalog: { scans: Scan[]; archives: ArchiveEntry[] };
} {
  const kit = useSearchKit(wanted);
  const scans = useSWR<Scan[]>(wanted ? CATALOG_PATHS.scans : null);
  const archives = useSWR<ArchiveEntry[]>(wanted ? CATALOG_PATHS.archives : null);
  const articles = useSWR<Article[]>(wanted ? CATALOG_PATHS.articles : null);
  const catalog = { scans: scans.data ?? NO_SCANS, archives: archives.data ?? NO_ARCHIVES };
  if (!kit) return { kit, index: null, settled: false, catalog };
  const index = kit.searchIndexFor({
    scans: scans.data ?? NO_SCANS,
    archives: archives.data ?? NO_ARCHIVES,
    articles: articles.data ?? NO_ARTICLES,
  });
  const settled = [scans, archives, articles].every((catalog) => catalog.data !== undefined || catalog.error);
  return { kit, index, settled, catalog };
}
