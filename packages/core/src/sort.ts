let collator: Intl.Collator | undefined;

// The collator is made on first use because making one loads locale data, several milliseconds on a phone.
export function compareTitles(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}

// Ties ("page-01" and "page-1") are broken by the names as written, so one set of names always sorts the same way.
export function compareFileNames(a: string, b: string): number {
  return compareTitles(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

// Null when nothing was added or the list is already in that order.
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
