// The rules are in docs/decisions/184-related-items.md; the order never depends on the catalog's.
import { compareTitles, type ArchiveEntry, type Scan } from '@folio/core';
import { inOrder, pickUnshown, type Comparison } from '../../lib/related';
import { toEntryCard, type EntryCard } from './cards';
import { seriesOf, type SeriesEntry, type SeriesPosition } from './series';

export const RELATED_PER_GROUP = 6;
export const SAME_YEARS_SPAN = 2;
// So that one prolific designer does not fill "From the same years".
export const SAME_YEARS_PER_DESIGNER = 2;

export interface RelatableEntry extends SeriesEntry {
  yearPublished: number | null;
}

export interface RelatedEntries<T> {
  series: SeriesPosition<T> | null;
  sameDesigner: T[];
  sameYears: T[];
}

const byTitleThenId: Comparison<RelatableEntry> = inOrder(
  (a, b) => compareTitles(a.title, b.title),
  (a, b) => compareTitles(a.id, b.id),
);

const byNearestYear = (year: number): Comparison<RelatableEntry> =>
  inOrder(
    (a, b) => (a.yearPublished === null ? 1 : 0) - (b.yearPublished === null ? 1 : 0),
    (a, b) => Math.abs((a.yearPublished ?? year) - year) - Math.abs((b.yearPublished ?? year) - year),
    (a, b) => (a.yearPublished ?? year) - (b.yearPublished ?? year),
    byTitleThenId,
  );

export function relatedEntries<T extends RelatableEntry>(entry: T, entries: readonly T[]): RelatedEntries<T> {
  const series = seriesOf(entry, entries);
  // The entry itself and its whole series (reached by the series links) are never cards.
  const shown = new Set([entry.id, ...(series?.members ?? []).map((member) => member.id)]);
  const id = (item: T) => item.id;
  const designer = entry.designerorbrand.slug;
  const year = entry.yearPublished;

  const ofDesigner = entries.filter((candidate) => candidate.designerorbrand.slug === designer);
  const sameDesigner = pickUnshown([...ofDesigner].sort(year === null ? byTitleThenId : byNearestYear(year)), {
    cap: RELATED_PER_GROUP,
    shown,
    id,
  });

  const sameYears =
    year === null
      ? []
      : pickUnshown(
          entries
            .filter(
              (candidate) =>
                candidate.designerorbrand.slug !== designer &&
                candidate.yearPublished !== null &&
                Math.abs(candidate.yearPublished - year) <= SAME_YEARS_SPAN,
            )
            .sort(byNearestYear(year)),
          {
            cap: RELATED_PER_GROUP,
            shown,
            id,
            perKey: { key: (candidate) => candidate.designerorbrand.slug, max: SAME_YEARS_PER_DESIGNER },
          },
        );

  return { series: series?.position ?? null, sameDesigner, sameYears };
}

export interface SeriesNeighbour {
  title: string;
  path: string;
}

export type RelatedEntryCards = Omit<RelatedEntries<EntryCard>, 'series'> & {
  series: SeriesPosition<SeriesNeighbour> | null;
};

// Cards and links, not whole entries with their pages, go to the browser.
export function relatedEntryCards<T extends Scan | ArchiveEntry>(entry: T, entries: readonly T[]): RelatedEntryCards {
  const { series, sameDesigner, sameYears } = relatedEntries(entry, entries);
  const neighbour = (item: T | null): SeriesNeighbour | null => item && { title: item.title, path: item.path };
  return {
    series: series && { ...series, previous: neighbour(series.previous), next: neighbour(series.next) },
    sameDesigner: sameDesigner.map(toEntryCard),
    sameYears: sameYears.map(toEntryCard),
  };
}
