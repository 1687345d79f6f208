/** IIIF Change Discovery API 1.0: the library's publishing history as Activity Streams pages, oldest first. */
import { IIIF_DISCOVERY_CONTEXT, iiifPaths, type IiifEntryKind } from './paths.js';

export type ChangeType = 'Create' | 'Update' | 'Delete';

export const CHANGE_TYPES: readonly ChangeType[] = ['Create', 'Update', 'Delete'];

/** One recorded change, as the CMS serves it: `endTime` in milliseconds since the epoch. */
export interface ChangeRecord {
  kind: IiifEntryKind;
  documentId: string;
  type: ChangeType;
  endTime: number;
}

/** The CMS's answer for a slice of the stream, in the order the changes happened. */
export interface ChangeSlice {
  total: number;
  start: number;
  items: ChangeRecord[];
}

// Fixed, so a full page never changes and a harvester only reads the pages after the last one it finished.
export const ACTIVITY_PAGE_SIZE = 100;

// At most 10^7 pages, so a page's first change is within what the CMS answers.
export const ACTIVITY_PAGE_FILE = /^page-(0|[1-9]\d{0,6})\.json$/;

interface Reference<Type extends string> {
  id: string;
  type: Type;
}

export interface ChangeActivity {
  type: ChangeType;
  object: Reference<'Manifest'>;
  endTime: string;
}

export interface ActivityCollection {
  '@context': typeof IIIF_DISCOVERY_CONTEXT;
  id: string;
  type: 'OrderedCollection';
  totalItems: number;
  first: Reference<'OrderedCollectionPage'>;
  last: Reference<'OrderedCollectionPage'>;
}

export interface ActivityPage {
  '@context': typeof IIIF_DISCOVERY_CONTEXT;
  id: string;
  type: 'OrderedCollectionPage';
  startIndex: number;
  partOf: Reference<'OrderedCollection'>;
  prev?: Reference<'OrderedCollectionPage'>;
  next?: Reference<'OrderedCollectionPage'>;
  orderedItems: ChangeActivity[];
}

/** An empty stream still has its one (empty) page, as `last` must name one. */
export const activityPageCount = (total: number): number => Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));

const pageReference = (siteUrl: string, index: number): Reference<'OrderedCollectionPage'> => ({
  id: iiifPaths.activityPage(siteUrl, index),
  type: 'OrderedCollectionPage',
});

export function activityCollection(siteUrl: string, total: number): ActivityCollection {
  return {
    '@context': IIIF_DISCOVERY_CONTEXT,
    id: iiifPaths.activityCollection(siteUrl),
    type: 'OrderedCollection',
    totalItems: total,
    first: pageReference(siteUrl, 0),
    last: pageReference(siteUrl, activityPageCount(total) - 1),
  };
}

export const activityOf = (siteUrl: string, change: ChangeRecord): ChangeActivity => ({
  type: change.type,
  object: { id: iiifPaths.manifest(siteUrl, change.kind, change.documentId), type: 'Manifest' },
  endTime: new Date(change.endTime).toISOString(),
});

/** Page `index` of a stream of `slice.total` changes, `slice.items` being its changes; undefined past the last. */
export function activityPage(siteUrl: string, index: number, slice: ChangeSlice): ActivityPage | undefined {
  const pages = activityPageCount(slice.total);
  if (!Number.isSafeInteger(index) || index < 0 || index >= pages) return undefined;
  return {
    '@context': IIIF_DISCOVERY_CONTEXT,
    id: iiifPaths.activityPage(siteUrl, index),
    type: 'OrderedCollectionPage',
    startIndex: index * ACTIVITY_PAGE_SIZE,
    partOf: { id: iiifPaths.activityCollection(siteUrl), type: 'OrderedCollection' },
    ...(index > 0 ? { prev: pageReference(siteUrl, index - 1) } : {}),
    ...(index < pages - 1 ? { next: pageReference(siteUrl, index + 1) } : {}),
    orderedItems: slice.items.map((change) => activityOf(siteUrl, change)),
  };
}
