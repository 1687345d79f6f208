/** The pages shown together: one, or as an open magazine (the cover alone, then 2–3, 4–5, …). */
export type ReaderLayout = 'single' | 'spread';

export function buildSpreads(pageCount: number, layout: ReaderLayout): number[][] {
  const spreads: number[][] = [];
  if (pageCount < 1) return spreads;
  if (layout === 'single') {
    for (let page = 1; page <= pageCount; page += 1) spreads.push([page]);
    return spreads;
  }
  spreads.push([1]);
  for (let left = 2; left <= pageCount; left += 2) {
    spreads.push(left + 1 <= pageCount ? [left, left + 1] : [left]);
  }
  return spreads;
}

export function spreadIndexOf(spreads: number[][], page: number): number {
  const index = spreads.findIndex((spread) => spread.includes(page));
  return index === -1 ? 0 : index;
}

export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(Math.trunc(page), 1), Math.max(pageCount, 1));
}

/** Not a number: the first page; outside the publication: its first or last, so a stale link still opens. */
export function parsePageNumber(raw: string | null | undefined, pageCount: number): number {
  const value = Number.parseInt((raw ?? '').trim(), 10);
  return Number.isNaN(value) ? 1 : clampPage(value, pageCount);
}
