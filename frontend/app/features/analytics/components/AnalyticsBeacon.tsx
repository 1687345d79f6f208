import { useLocation } from 'react-router';
import { useFileDownloads } from '../hooks/useFileDownloads';
import { usePageViews } from '../hooks/usePageViews';
import { useScrollDepth } from '../hooks/useScrollDepth';

/** Page views, "Scroll 90%" and file downloads, sent to the site's own beacon endpoint. Renders nothing. */
export function AnalyticsBeacon() {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  usePageViews(path);
  useScrollDepth(path);
  useFileDownloads();
  return null;
}
