import { useDeferredValue, useMemo } from 'react';
import type { Image } from '@folio/core';
import { useHydrated } from '../hooks/useHydrated';
import { type ReaderNoun, readerText } from '../utils/readerText';
import { InteractiveReader } from './InteractiveReader';
import { PageList } from './PageList';

export interface PageReaderProps {
  /** The publication's title, used in every page's alt text: "{title}, page n". */
  title: string;
  pages: Image[];
  /** "page" for scans; "image" for an archive entry's gallery. */
  noun?: ReaderNoun;
  /** Where a page's original file is downloaded from, when it can be. */
  pageDownloadHref?: (page: number) => string;
}

/**
 * Reader of a scanned publication or an archive gallery. The server renders a plain list of every page,
 * readable without JavaScript; once the page is hydrated it becomes the interactive reader.
 */
export function PageReader({ title, pages, noun = 'page', pageDownloadHref }: PageReaderProps) {
  /*
   * Deferred: right after hydration React re-renders this synchronously (useHydrated turns true), and
   * building the whole reader there was one long task blocking the page. That re-render now keeps the
   * (memoised) list, and the reader follows in a background render React can interrupt.
   */
  const interactive = useDeferredValue(useHydrated());
  const text = useMemo(() => readerText(title, noun), [title, noun]);
  if (pages.length === 0) return null;
  return interactive ? (
    <InteractiveReader pages={pages} text={text} pageDownloadHref={pageDownloadHref} />
  ) : (
    <PageList pages={pages} text={text} />
  );
}
