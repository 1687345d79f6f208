import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import type { PageBox } from '@folio/core';
import { entrySearchPath, pageTextPath, type EntrySearch, type PageText, type ReaderTexts } from '../api/pageTexts';
import { PAGE_PARAM, SEARCH_PARAM } from '../utils/pageUrl';
import { parsePageNumber } from '../utils/spreads';

/** The texts follow the URL, not the reader's page state, which runs a few frames ahead. */
export function useReaderUrl(pageCount: number): { page: number; q: string } {
  const [params] = useSearchParams();
  return {
    page: parsePageNumber(params.get(PAGE_PARAM), pageCount),
    q: (params.get(SEARCH_PARAM) ?? '').trim(),
  };
}

/** The server's copy stands in for the URL it rendered only, and is not fetched again on hydration. */
const fromServer = <T>(data: T | undefined) =>
  data === undefined ? {} : { fallbackData: { data }, revalidateOnMount: false };

export interface EntrySearchState {
  result: EntrySearch | null;
  loading: boolean;
  failed: boolean;
}

export function useEntrySearch(texts: ReaderTexts | undefined, q: string): EntrySearchState {
  const key = texts && q ? entrySearchPath(texts.kind, texts.documentId, q) : null;
  const server = texts?.search && texts.search.q === q ? texts.search.result : undefined;
  const { data, error, isLoading } = useSWR<{ data: EntrySearch }>(key, fromServer(server));
  return {
    result: key ? (data?.data ?? null) : null,
    loading: key !== null && isLoading,
    failed: key !== null && !data && Boolean(error),
  };
}

export interface PageTextState {
  pageText: PageText | null;
  loading: boolean;
}

/** The recognised text of one page; a page the CMS cannot answer for reads as having none. */
export function usePageText(texts: ReaderTexts | undefined, page: number): PageTextState {
  const key = texts ? pageTextPath(texts.kind, texts.documentId, page) : null;
  const server = texts?.pageText?.page === page ? texts.pageText : undefined;
  const { data, isLoading } = useSWR<{ data: PageText }>(key, fromServer(server));
  return { pageText: data?.data ?? null, loading: key !== null && isLoading };
}

export function highlightsOf(result: EntrySearch | null): Map<number, PageBox[]> {
  const byPage = new Map<number, PageBox[]>();
  for (const hit of result?.hits ?? []) byPage.set(hit.page, [...(byPage.get(hit.page) ?? []), ...hit.boxes]);
  return byPage;
}
