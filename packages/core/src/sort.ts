let collator: Intl.Collator | undefined;

/**
 * Natural-numeric, case-insensitive ordering ("Issue 2" before "Issue 10"), as the spec sorts lists.
 * The collator is made on first use: making one loads locale data, several milliseconds on a phone,
 * which would otherwise be spent in the site's first script evaluation whether or not it sorts anything.
 */
export function compareTitles(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}

/**
 * Files in the order their names were numbered ("page-2" before "page-10"), the titles' rule with ties
 * ("page-01" and "page-1") broken by the names as written, so one set of names always sorts the same way.
 */
export function compareFileNames(a: string, b: string): number {
  return compareTitles(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * An ordered list of files after some were added to it (one pick in a media dialog, which may put them
 * anywhere): the earlier files as they were, then the added ones in their names' order. Null when that is
 * the list already, or nothing was added.
 */
export function withAddedInNameOrder<T extends { id: number; name: string }>(
  before: readonly number[],
  files: readonly T[],
): T[] | null {
  const known = new Set(before);
  const kept = files.filter((file) => known.has(file.id));
  const added = files.filter((file) => !known.has(file.id));
  const ordered = [...kept, ...added.sort((a, b) => compareFileNames(a.name, b.name))];
  return ordered.every((file, index) => file === files[index]) ? null : ordered;
}

export function sortByTitle<T extends { title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareTitles(a.title, b.title));
}
