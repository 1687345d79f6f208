/** The CMS's page-text API: one page's recognised text, and the hits of a search inside one entry. */
import { SEARCH_QUERY_MAX_LENGTH, type PageBox } from '@folio/core';

export type PageTextKind = 'scans' | 'archives';

/** The text of one page; `none` before recognition has run, `failed` when it could not read the page. */
export interface PageText {
  page: number;
  status: 'done' | 'failed' | 'none';
  text: string;
}

/** A page holding every word of the query. */
export interface PageHit {
  page: number;
  snippet: string;
  /** Where the words are, as fractions of the page image. */
  boxes: PageBox[];
}

export interface EntrySearch {
  query: string;
  words: string[];
  hits: PageHit[];
}

/** What the scan page's loader read for the page and search in its URL (null: the CMS could not say). */
export interface ReaderTexts {
  kind: PageTextKind;
  documentId: string;
  pageText: PageText | null;
  search: { q: string; result: EntrySearch } | null;
}

const base = (kind: PageTextKind, documentId: string) => `/api/page-texts/${kind}/${encodeURIComponent(documentId)}`;

export const pageTextPath = (kind: PageTextKind, documentId: string, page: number) =>
  `${base(kind, documentId)}/pages/${page}`;

/** The CMS refuses longer queries; the site search reads no further either. */
export const entrySearchPath = (kind: PageTextKind, documentId: string, q: string) =>
  `${base(kind, documentId)}/search?${new URLSearchParams({ q: q.slice(0, SEARCH_QUERY_MAX_LENGTH) })}`;
