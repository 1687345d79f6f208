import type { EntryKind } from '../../lib/content/groups';

interface EntryKindInfo {
  /** "Scans": page titles and "All {type}". */
  label: string;
  description: string;
}

export const ENTRY_KINDS: Record<EntryKind, EntryKindInfo> = {
  scans: {
    label: 'Scans',
    description:
      'Scanned designer and brand publications: catalogues, lookbooks, invitations and magazines, page by page.',
  },
  archives: {
    label: 'Archives',
    description: 'Archives of designer collections, season by season, with looks and notes.',
  },
};

/** The kind of catalog a scans/archives route serves, from the first segment of its URL. */
export function entryKindOf(url: string): EntryKind {
  return new URL(url).pathname.split('/')[1] === 'archives' ? 'archives' : 'scans';
}
