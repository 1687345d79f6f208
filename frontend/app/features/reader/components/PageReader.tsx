import { useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { Image } from '@folio/core';
import type { ReaderTexts } from '../api/pageTexts';
import { useHydrated } from '../hooks/useHydrated';
import { highlightsOf, useEntrySearch, usePageText, useReaderUrl } from '../hooks/usePageTexts';
import { type ReaderNoun, readerText } from '../utils/readerText';
import { InteractiveReader } from './InteractiveReader';
import { PageList } from './PageList';
import { PageTextPanel } from './PageTextPanel';
import { ScanSearch } from './ScanSearch';

export interface PageReaderProps {
  /** The publication's title, used in every page's alt text: "{title}, page n". */
  title: string;
  pages: Image[];
  /** "page" for scans; "image" for an archive entry's gallery. */
  noun?: ReaderNoun;
  /** Where a page's original file is downloaded from, when it can be. */
  pageDownloadHref?: (page: number) => string;
  /**
   * The entry whose pages carry recognised text, with what the server read for its URL: turns on search
   * inside the entry and "Text of this page".
   */
  texts?: ReaderTexts;
}

/**
 * Reader of a scanned publication or an archive gallery. The server renders a plain list of every page,
 * readable without JavaScript; once the page is hydrated it becomes the interactive reader. Around it, when
 * the entry's pages have text: the search inside it above, and the open page's text below.
 */
export function PageReader({ title, pages, noun = 'page', pageDownloadHref, texts }: PageReaderProps) {
  /*
   * Deferred: right after hydration React re-renders this synchronously (useHydrated turns true), and
   * building the whole reader there was one long task blocking the page. That re-render now keeps the
   * (memoised) list, and the reader follows in a background render React can interrupt.
   */
  const interactive = useDeferredValue(useHydrated());
  const text = useMemo(() => readerText(title, noun), [title, noun]);
  const { page, q } = useReaderUrl(pages.length);
  const search = useEntrySearch(texts, q);
  const pageText = usePageText(texts, page);
  const highlights = useMemo(() => highlightsOf(search.result), [search.result]);
  // The pages the interactive reader shows; until it says, or while it catches up with the URL, the URL's page.
  const [spread, setSpread] = useState<number[] | null>(null);
  const onScreen = interactive && spread?.includes(page) ? spread : [page];
  if (pages.length === 0) return null;
  const reader = interactive ? (
    <InteractiveReader
      pages={pages}
      text={text}
      pageDownloadHref={pageDownloadHref}
      highlights={highlights}
      onSpreadChange={setSpread}
    />
  ) : (
    <PageList pages={pages} text={text} highlights={highlights} />
  );
  if (!texts) return reader;
  return (
    <Box>
      <ScanSearch text={text} q={q} onScreen={onScreen} search={search} />
      {reader}
      <PageTextPanel text={text} page={page} state={pageText} />
    </Box>
  );
}
