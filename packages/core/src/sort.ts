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

export function sortByTitle<T extends { title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareTitles(a.title, b.title));
}
