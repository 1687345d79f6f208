/** The facets of the scans and archives lists: decade, year within it, and designer or brand. */
import {
  compareNumericValues,
  decadeValue,
  yearValue,
  type ArchiveEntry,
  type FacetDefinition,
  type Scan,
} from '@folio/core';

/** Entries without a year (some scans and archives have none) still count under a decade value of their own. */
export const UNDATED = { value: 'undated', label: 'Year unknown' };

export const CATALOG_FACETS: FacetDefinition<Scan | ArchiveEntry>[] = [
  {
    key: 'decade',
    label: 'Decade',
    valueOf: (entry) => (entry.yearPublished === null ? UNDATED : decadeValue(entry.yearPublished)),
    compare: compareNumericValues,
  },
  {
    key: 'year',
    label: 'Year',
    valueOf: (entry) => (entry.yearPublished === null ? null : yearValue(entry.yearPublished)),
    refines: 'decade',
    compare: compareNumericValues,
  },
  {
    key: 'designer',
    label: 'Designer or brand',
    valueOf: (entry) => ({ value: entry.designerorbrand.slug, label: entry.designerorbrand.title }),
  },
];
