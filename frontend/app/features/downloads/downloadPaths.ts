/**
 * The CMS's download routes, reached through the site's /api relay, so every download is same-origin
 * whatever the media store (docs/decisions/163-scan-downloads.md).
 */
const scanDownloads = (documentId: string) => `/api/downloads/scans/${encodeURIComponent(documentId)}`;

/** The whole scan as a PDF, named after the scan. */
export const scanPdfPath = (documentId: string) => `${scanDownloads(documentId)}/pdf`;

/** One page's original file at full resolution, named after the scan and the page. */
export const scanPagePath = (documentId: string, page: number) => `${scanDownloads(documentId)}/pages/${page}`;
