import { compareTitles, sortByTitle, type ArchiveEntry, type CatalogKind, type Scan } from '@folio/core';

/** The two catalogs of entries (scans and archives), each grouped by designer or brand. */
export type EntryKind = Exclude<CatalogKind, 'articles'>;

export interface DesignerGroup<T> {
  title: string;
  slug: string;
  /** The designer's or brand's collection page, e.g. /scans/comme-des-garçons. */
  path: string;
  entries: T[];
}

/** Groups catalog entries by designer or brand; groups and their entries sorted by title, natural-numeric. */
export function groupByDesigner<E extends Scan | ArchiveEntry, T extends { title: string }>(
  kind: EntryKind,
  entries: readonly E[],
  toItem: (entry: E) => T,
): DesignerGroup<T>[] {
  const groups = new Map<string, DesignerGroup<T>>();
  for (const entry of entries) {
    const { slug, title } = entry.designerorbrand;
    let group = groups.get(slug);
    if (!group) {
      group = { title, slug, path: `/${kind}/${slug}`, entries: [] };
      groups.set(slug, group);
    }
    group.entries.push(toItem(entry));
  }
  return [...groups.values()]
    .sort((a, b) => compareTitles(a.title, b.title))
    .map((group) => ({ ...group, entries: sortByTitle(group.entries) }));
}
