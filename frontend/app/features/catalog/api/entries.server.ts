/** The catalog's entries for route loaders, from the server's content cache (a 503 when the CMS is out). */
import type { ArchiveEntry, Scan } from '@folio/core';
import { content } from '../../../lib/content/content.server';
import type { EntryKind } from '../../../lib/content/groups';
import { loadContent } from '../../../lib/content/loaders.server';

export const loadEntries = (kind: EntryKind): Promise<(Scan | ArchiveEntry)[]> =>
  loadContent<(Scan | ArchiveEntry)[]>(kind === 'scans' ? content.scans : content.archives);
