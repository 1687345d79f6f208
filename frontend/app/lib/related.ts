export type Comparison<T> = (a: T, b: T) => number;

// The last comparison should separate any two items (an id).
export const inOrder =
  <T>(...comparisons: Comparison<T>[]): Comparison<T> =>
  (a, b) => {
    for (const compare of comparisons) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

export const byText =
  <T>(text: (item: T) => string): Comparison<T> =>
  (a, b) => {
    const left = text(a);
    const right = text(b);
    return left < right ? -1 : left > right ? 1 : 0;
  };

export interface PickOptions<T> {
  cap: number;
  /** The picked ids are added, so the next group skips them. */
  shown: Set<string>;
  id: (item: T) => string;
  perKey?: { key: (item: T) => string; max: number };
}

export function pickUnshown<T>(ordered: readonly T[], { cap, shown, id, perKey }: PickOptions<T>): T[] {
  const picked: T[] = [];
  const perKeyCount = new Map<string, number>();
  for (const item of ordered) {
    if (picked.length >= cap) break;
    const itemId = id(item);
    if (shown.has(itemId)) continue;
    if (perKey) {
      const key = perKey.key(item);
      const count = perKeyCount.get(key) ?? 0;
      if (count >= perKey.max) continue;
      perKeyCount.set(key, count + 1);
    }
    shown.add(itemId);
    picked.push(item);
  }
  return picked;
}
