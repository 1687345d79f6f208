import type { ArchiveEntry, Scan } from '@folio/core';

/** The catalog has no "featured" flag: the home page features what was added or updated last. */
export function recentlyUpdated<T extends Scan | ArchiveEntry>(entries: readonly T[], count: number): T[] {
  return [...entries]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
    .slice(0, count);
}
