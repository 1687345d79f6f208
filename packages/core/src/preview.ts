// Safe for the browser bundle; signing and checking links is server-only, in `@folio/core/preview-link`.
import type { CatalogKind } from './entities.js';

export const PREVIEW_KINDS: readonly CatalogKind[] = ['scans', 'archives', 'articles'];
export const PREVIEW_STATUSES = ['draft', 'published'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

// The admin reuses a link until the editor leaves the entry, so a shorter lifetime would expire under an editor still
// at work on it.
export const PREVIEW_LINK_LIFETIME_SECONDS = 8 * 60 * 60;

export const PREVIEW_EXPIRED_MESSAGE = 'This preview link has expired — open the preview again from the admin.';

export interface PreviewTarget {
  kind: CatalogKind;
  documentId: string;
  status: PreviewStatus;
}
