/** Folio's own content types, named once for the seed, the catalog, the public role and the admin's preview. */
export const CONTENT_TYPE = {
  scan: 'api::scan.scan',
  archiveEntry: 'api::archive-entry.archive-entry',
  article: 'api::article.article',
  designer: 'api::designer.designer',
  siteSetting: 'api::site-setting.site-setting',
  about: 'api::about.about',
} as const;

export type FolioContentType = (typeof CONTENT_TYPE)[keyof typeof CONTENT_TYPE];

export const COLLECTION_TYPES = [
  CONTENT_TYPE.scan,
  CONTENT_TYPE.archiveEntry,
  CONTENT_TYPE.article,
  CONTENT_TYPE.designer,
] as const;

export const SINGLE_TYPES = [CONTENT_TYPE.siteSetting, CONTENT_TYPE.about] as const;

export const FOLIO_CONTENT_TYPES: readonly FolioContentType[] = [...COLLECTION_TYPES, ...SINGLE_TYPES];

/** Former addresses of published pages, kept by the CMS for the site's redirects (not editors' content). */
export const REDIRECT_TYPE = 'api::redirect.redirect';

/** The content type behind each entry catalog (scans, archives, articles). */
export const ENTRY_CONTENT_TYPE = {
  scans: CONTENT_TYPE.scan,
  archives: CONTENT_TYPE.archiveEntry,
  articles: CONTENT_TYPE.article,
} as const;
