/**
 * Public downloads of a published scan: one page at full resolution, and the whole scan as a PDF, both
 * named after the scan (docs/decisions/163-scan-downloads.md).
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/downloads/scans/:documentId/pdf',
      handler: 'download.scanPdf',
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/downloads/scans/:documentId/pages/:page',
      handler: 'download.scanPage',
      config: { auth: false },
    },
  ],
};
