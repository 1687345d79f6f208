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

// "page-07.png" and "page-12.png" are one series, "issue-page-013.jpg" another: the name without its extension,
// its last number standing for any.
const seriesOf = (name: string) => {
  const stem = name.toLowerCase().replace(/\.[a-z0-9]{1,5}$/, '');
  return stem.replace(/\d+(?=\D*$)/, '#');
};

/** Files grouped by the series their names number, each group in the order the first of it comes in. */
export function nameSeries<T extends { name: string }>(files: readonly T[]): T[][] {
  const series = new Map<string, T[]>();
  for (const file of files) {
    const key = seriesOf(file.name);
    const group = series.get(key);
    if (group) group.push(file);
    else series.set(key, [file]);
  }
  return [...series.values()];
}

/**
 * Each series of names in its own numbers' order, the series where they stand: pages added from a PDF
 * ("…-page-013.jpg") stay after the pages before them, whatever those are named.
 */
export function inNameSeriesOrder<T extends { name: string }>(files: readonly T[]): T[] {
  return nameSeries(files).flatMap((series) => [...series].sort((a, b) => compareFileNames(a.name, b.name)));
}

export function sortByTitle<T extends { title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareTitles(a.title, b.title));
}
