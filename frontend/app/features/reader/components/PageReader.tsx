import { useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { Image } from '@folio/core';
import type { ReaderTexts } from '../api/pageTexts';
import { useHydrated } from '../hooks/useHydrated';
import { highlightsOf, useEntrySearch, usePageText, useReaderUrl } from '../hooks/usePageTexts';
import type { ReaderCitation } from '../utils/readerCitation';
import { type ReaderNoun, readerText } from '../utils/readerText';
import { InteractiveReader } from './InteractiveReader';
import { PageList } from './PageList';
import { PageTextPanel } from './PageTextPanel';
import { ScanSearch } from './ScanSearch';

export interface PageReaderProps {
  title: string;
  pages: Image[];
  noun?: ReaderNoun;
  pageDownloadHref?: (page: number) => string;
  /** The entry whose pages carry text, with what the server read for its URL: search inside and page text. */
  texts?: ReaderTexts;
  /** How a region of a page is linked to and cited; without it the reader offers no citing. */
  citation?: ReaderCitation;
}

/** A plain list of every page without JavaScript, the interactive reader once hydrated. */
export function PageReader({ title, pages, noun = 'page', pageDownloadHref, texts, citation }: PageReaderProps) {
  // Deferred: built in the synchronous re-render after hydration, the reader was one long task.
  const interactive = useDeferredValue(useHydrated());
  const text = useMemo(() => readerText(title, noun), [title, noun]);
  const { page, q } = useReaderUrl(pages.length);
  const search = useEntrySearch(texts, q);
  const pageText = usePageText(texts, page);
  const highlights = useMemo(() => highlightsOf(search.result), [search.result]);
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
      citation={citation}
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
