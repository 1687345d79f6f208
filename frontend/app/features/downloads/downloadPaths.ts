// Through the site's /api relay, so every download is same-origin whatever the media store (docs/decisions/163).
const scanDownloads = (documentId: string) => `/api/downloads/scans/${encodeURIComponent(documentId)}`;

export const scanPdfPath = (documentId: string) => `${scanDownloads(documentId)}/pdf`;

export const scanPagePath = (documentId: string, page: number) => `${scanDownloads(documentId)}/pages/${page}`;
