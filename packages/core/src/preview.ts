/**
 * What the site and the CMS agree on about preview links, safe for the browser bundle; signing and
 * checking them is server-only, in `@folio/core/preview-link`.
 */
import type { CatalogKind } from './entities.js';

export const PREVIEW_KINDS: readonly CatalogKind[] = ['scans', 'archives', 'articles'];
export const PREVIEW_STATUSES = ['draft', 'published'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/**
 * How long a link opens its draft: a working day. The admin asks for the link when an entry's edit view opens
 * and reuses it (its request cache) until the editor leaves the entry, so a shorter link would expire under an
 * editor still at work on it; a link copied and passed on stops working by the next day.
 */
export const PREVIEW_LINK_LIFETIME_SECONDS = 8 * 60 * 60;

/** What an editor reads on opening an expired link, from the site and from the CMS alike. */
export const PREVIEW_EXPIRED_MESSAGE = 'This preview link has expired — open the preview again from the admin.';

/** What the editor was shown: one document of one kind, in one version. */
export interface PreviewTarget {
  kind: CatalogKind;
  documentId: string;
  status: PreviewStatus;
}
