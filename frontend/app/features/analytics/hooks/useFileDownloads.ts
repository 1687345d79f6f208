import { useEffect } from 'react';
import { ANALYTICS_EVENTS } from '../analyticsEvents';
import { sendAnalyticsEvent } from '../api/sendAnalyticsEvent';

const FILE_EXTENSION = /\.(pdf|zip|epub|cbz|jpe?g|png|webp|gif|avif|tiff?|mp3|mp4)$/i;

/** The file a link downloads (a `download` link, or a link straight to a file), or null. */
export function downloadedFile(link: HTMLAnchorElement): string | null {
  if (link.hasAttribute('download')) return link.href;
  try {
    const url = new URL(link.href);
    return FILE_EXTENSION.test(url.pathname) ? url.href : null;
  } catch {
    return null;
  }
}

/** Sends "File Download" for every click (middle clicks included) on a link to a file. */
export function useFileDownloads(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const fileUrl = downloadedFile(link);
      if (!fileUrl) return;
      const path = `${window.location.pathname}${window.location.search}`;
      sendAnalyticsEvent({ name: ANALYTICS_EVENTS.fileDownload, path, fileUrl });
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, []);
}
