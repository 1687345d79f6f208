import { REGION_PARAM } from './citedRegion';
import { ZOOM_PARAM } from './zoomRegion';

export const PAGE_PARAM = 'page';

export const SEARCH_PARAM = 'q';

const READER_PARAMS = [PAGE_PARAM, ZOOM_PARAM, REGION_PARAM, SEARCH_PARAM];

/** `?…` with commas left as they are, so a link to a detail (`zoom=410,1220,800,600`) stays readable. */
export function searchString(params: URLSearchParams): string {
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `?${search}` : '';
}

interface UrlChange {
  currentUrl: URL;
  nextUrl: URL;
}

/** Only the page, the zoom or the search inside changed: routes skip revalidating, as the reader fetches its own. */
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
