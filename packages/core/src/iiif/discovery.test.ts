import {
  ACTIVITY_PAGE_FILE,
  ACTIVITY_PAGE_SIZE,
  activityCollection,
  activityPage,
  activityPageCount,
  type ChangeRecord,
} from './discovery';
import { libraryCollection } from './manifests';
import { IIIF_DISCOVERY_CONTEXT } from './paths';

const SITE = 'https://folio.example';
const change = (index: number, type: ChangeRecord['type'] = 'Update'): ChangeRecord => ({
  kind: index % 2 ? 'archives' : 'scans',
  documentId: `doc${index}`,
  type,
  endTime: Date.UTC(2026, 11, 1, 10, 0, index),
});

describe('the change stream', () => {
  it('names its first and last pages and counts every change', () => {
    expect(activityCollection(SITE, 2 * ACTIVITY_PAGE_SIZE + 1)).toEqual({
      '@context': IIIF_DISCOVERY_CONTEXT,
      id: `${SITE}/iiif/activity/all-changes.json`,
      type: 'OrderedCollection',
      totalItems: 2 * ACTIVITY_PAGE_SIZE + 1,
      first: { id: `${SITE}/iiif/activity/page-0.json`, type: 'OrderedCollectionPage' },
      last: { id: `${SITE}/iiif/activity/page-2.json`, type: 'OrderedCollectionPage' },
    });
  });

  it('has one page when it is empty or exactly full, and a new page for the next change', () => {
    expect(activityPageCount(0)).toBe(1);
    expect(activityPageCount(ACTIVITY_PAGE_SIZE)).toBe(1);
    expect(activityPageCount(ACTIVITY_PAGE_SIZE + 1)).toBe(2);
    expect(activityCollection(SITE, 0).last).toEqual(activityCollection(SITE, 0).first);
  });

  it('links a middle page both ways, with its start index and its changes as activities on the manifests', () => {
    const total = 2 * ACTIVITY_PAGE_SIZE + 5;
    const page = activityPage(SITE, 1, { total, start: ACTIVITY_PAGE_SIZE, items: [change(0, 'Create'), change(1)] });
    expect(page).toEqual({
      '@context': IIIF_DISCOVERY_CONTEXT,
      id: `${SITE}/iiif/activity/page-1.json`,
      type: 'OrderedCollectionPage',
      startIndex: ACTIVITY_PAGE_SIZE,
      partOf: { id: `${SITE}/iiif/activity/all-changes.json`, type: 'OrderedCollection' },
      prev: { id: `${SITE}/iiif/activity/page-0.json`, type: 'OrderedCollectionPage' },
      next: { id: `${SITE}/iiif/activity/page-2.json`, type: 'OrderedCollectionPage' },
      orderedItems: [
        {
          type: 'Create',
          object: { id: `${SITE}/iiif/scans/doc0/manifest.json`, type: 'Manifest' },
          endTime: '2026-12-01T10:00:00.000Z',
        },
        {
          type: 'Update',
          object: { id: `${SITE}/iiif/archives/doc1/manifest.json`, type: 'Manifest' },
          endTime: '2026-12-01T10:00:01.000Z',
        },
      ],
    });
  });

  it('gives the first page no prev and the last no next, and has no page past the last', () => {
    const total = ACTIVITY_PAGE_SIZE + 1;
    const first = activityPage(SITE, 0, { total, start: 0, items: [change(0)] });
    const last = activityPage(SITE, 1, { total, start: ACTIVITY_PAGE_SIZE, items: [change(1, 'Delete')] });
    expect(first).not.toHaveProperty('prev');
    expect(first?.next?.id).toBe(`${SITE}/iiif/activity/page-1.json`);
    expect(last).not.toHaveProperty('next');
    expect(last?.prev?.id).toBe(`${SITE}/iiif/activity/page-0.json`);
    expect(last?.orderedItems[0].type).toBe('Delete');
    expect(activityPage(SITE, 2, { total, start: 2 * ACTIVITY_PAGE_SIZE, items: [] })).toBeUndefined();
    expect(activityPage(SITE, -1, { total, start: 0, items: [] })).toBeUndefined();
  });

  it('reads page file names with no leading zeros or signs', () => {
    expect('page-0.json').toMatch(ACTIVITY_PAGE_FILE);
    expect('page-12.json').toMatch(ACTIVITY_PAGE_FILE);
    expect('page-9999999.json').toMatch(ACTIVITY_PAGE_FILE);
    for (const name of ['page-01.json', 'page--1.json', 'page-1.5.json', 'page-.json', 'page-10000000.json']) {
      expect(name).not.toMatch(ACTIVITY_PAGE_FILE);
    }
  });

  it('is linked from the library collection as its service', () => {
    const collection = libraryCollection(
      { scans: [], archives: [] },
      { siteUrl: SITE, settings: { siteName: 'Folio', description: '' } },
    );
    expect(collection.service).toEqual([{ id: `${SITE}/iiif/activity/all-changes.json`, type: 'OrderedCollection' }]);
  });
});
