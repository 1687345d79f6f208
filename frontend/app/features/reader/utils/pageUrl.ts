import { ZOOM_PARAM } from './zoomRegion';

/** The search parameter that holds the open page, e.g. `?page=12`. */
export const PAGE_PARAM = 'page';

/** The search inside the entry, e.g. `?q=gabardine`: its hits are listed and highlighted. */
export const SEARCH_PARAM = 'q';

/** The reader's own search parameters: the open page, the zoomed region and the search inside the entry. */
const READER_PARAMS = [PAGE_PARAM, ZOOM_PARAM, SEARCH_PARAM];

/**
 * `?…` for these parameters, with commas left as they are (`zoom=410,1220,800,600`, not `410%2C1220%2C…`):
 * a query string may hold them as they are, and a link to a detail stays readable. Empty for no parameters.
 */
export function searchString(params: URLSearchParams): string {
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `?${search}` : '';
}

interface UrlChange {
  currentUrl: URL;
  nextUrl: URL;
}

/**
 * True when a navigation only turns the reader's page, moves its zoom or changes the search inside the entry
 * (the reader fetches its hits itself). Route modules return `false` from
 * `shouldRevalidate` for it, so turning a page or panning a zoomed one does not refetch the route's data.
 */
export function isPageTurnOnly({ currentUrl, nextUrl }: UrlChange): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  for (const name of READER_PARAMS) {
    current.delete(name);
    next.delete(name);
  }
  current.sort();
  next.sort();
  return current.toString() === next.toString();
}
