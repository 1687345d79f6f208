/** The search parameter that holds the open page, e.g. `?page=12`. */
export const PAGE_PARAM = 'page';

interface UrlChange {
  currentUrl: URL;
  nextUrl: URL;
}

/**
 * True when a navigation only turns the reader's page. Route modules return `false` from `shouldRevalidate`
 * for it, so turning a page does not refetch the route's data.
 */
export function isPageTurnOnly({ currentUrl, nextUrl }: UrlChange): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  current.delete(PAGE_PARAM);
  next.delete(PAGE_PARAM);
  current.sort();
  next.sort();
  return current.toString() === next.toString();
}
