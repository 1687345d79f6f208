/** The scan page's texts read on the server, so the page's text and a linked search are in its HTML. */
import { searchWords } from '@folio/core';
import { readCmsJson } from '../../../lib/content/cmsJson.server';
import { PAGE_PARAM, SEARCH_PARAM } from '../utils/pageUrl';
import { parsePageNumber } from '../utils/spreads';
import {
  entrySearchPath,
  pageTextPath,
  type EntrySearch,
  type PageText,
  type PageTextKind,
  type ReaderTexts,
} from './pageTexts';

/** The page in the URL and the search in it, read side by side; either may be missing without failing the page. */
export async function loadReaderTexts(
  url: string,
  kind: PageTextKind,
  documentId: string,
  pageCount: number,
): Promise<ReaderTexts> {
  const params = new URL(url).searchParams;
  const page = parsePageNumber(params.get(PAGE_PARAM), pageCount);
  const q = (params.get(SEARCH_PARAM) ?? '').trim();
  const [pageText, searched] = await Promise.all([
    pageCount > 0 ? readCmsJson<{ data: PageText }>(pageTextPath(kind, documentId, page)) : null,
    searchWords(q).length > 0 ? readCmsJson<{ data: EntrySearch }>(entrySearchPath(kind, documentId, q)) : null,
  ]);
  return {
    kind,
    documentId,
    pageText: pageText?.data ?? null,
    search: searched?.data ? { q, result: searched.data } : null,
  };
}
