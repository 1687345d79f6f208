/** Natural-numeric, case-insensitive ordering ("Issue 2" before "Issue 10"), as the spec sorts lists. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export const compareTitles = (a: string, b: string): number => collator.compare(a, b);

export function sortByTitle<T extends { title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareTitles(a.title, b.title));
}
