/** The versioned media URLs' rules (src/lib/media-version.ts), without a CMS. */
import {
  currentVersionAt,
  hashesOfUploadPath,
  isVersionedPyramidPath,
  mediaVersion,
  versionedMediaUrl,
} from '../src/lib/media-version';

const UPDATED = '2026-11-26T12:00:00.123Z';
const VERSION = Date.parse(UPDATED).toString(36);

it('reads the same version from a date and from its ISO string, and none from a missing or unreadable time', () => {
  expect(mediaVersion(UPDATED)).toBe(VERSION);
  expect(mediaVersion(new Date(UPDATED))).toBe(VERSION);
  for (const missing of [null, undefined, '', 'not a date']) expect(mediaVersion(missing)).toBeNull();
});

it('adds the version to a URL, except to one without a time or with a query of its own (a signed URL)', () => {
  expect(versionedMediaUrl('/uploads/cover_a1.webp', UPDATED)).toBe(`/uploads/cover_a1.webp?v=${VERSION}`);
  expect(versionedMediaUrl('https://cdn.example/cover_a1.webp', UPDATED)).toBe(
    `https://cdn.example/cover_a1.webp?v=${VERSION}`,
  );
  expect(versionedMediaUrl('/uploads/cover_a1.webp', null)).toBe('/uploads/cover_a1.webp');
  expect(versionedMediaUrl('https://bucket.example/c.webp?X-Amz-Signature=s', UPDATED)).toBe(
    'https://bucket.example/c.webp?X-Amz-Signature=s',
  );
});

it('finds the version of a file or of one of its renditions, and none for a path no file has', () => {
  const files = [
    { url: '/uploads/other_b2.png', updatedAt: '2020-01-01T00:00:00Z', formats: null },
    {
      url: '/uploads/cover_a1.png',
      updatedAt: UPDATED,
      formats: { small: { url: '/uploads/small_cover_a1.webp' }, broken: null, nourl: {} },
    },
  ];
  expect(currentVersionAt('/uploads/cover_a1.png', files)).toBe(VERSION);
  expect(currentVersionAt('/uploads/small_cover_a1.webp', files)).toBe(VERSION);
  expect(currentVersionAt('/uploads/large_cover_a1.webp', files)).toBeNull();
});

it('derives the hashes an upload path may belong to', () => {
  expect(hashesOfUploadPath('/uploads/cover_a1.png')).toEqual(['cover_a1', 'a1']);
  expect(hashesOfUploadPath('/uploads/small_cover_a1.webp')).toEqual(['small_cover_a1', 'cover_a1']);
  expect(hashesOfUploadPath('/uploads/a1.png')).toEqual(['a1']);
  expect(hashesOfUploadPath('/uploads/%2e%2e.png')).toEqual([]);
});

it('knows a versioned pyramid file only when the path is exactly one', () => {
  expect(isVersionedPyramidPath('/uploads/iiif/page_a1~mhx2/info.json')).toBe(true);
  expect(isVersionedPyramidPath('/uploads/iiif/page_a1~mhx2/0,0,512,512/512,512/0/default.jpg')).toBe(true);
  expect(isVersionedPyramidPath('/uploads/iiif/page_a1~mhx2/full/325,175/0/default.jpg')).toBe(true);
  for (const refused of [
    '/uploads/iiif/page_a1/info.json',
    '/uploads/iiif/page_a1~mhx2/../../cover.png',
    '/uploads/iiif/page_a1~mhx2/%2e%2e/info.json',
    '/uploads/iiif/page_a1~mhx2/info.json/',
    '/uploads/iiif/page_a1~mhx2//info.json',
    '/uploads/iiif/page_a1~mhx2/full/max/0/default.jpg/x',
    '/uploads/iiif/page_a1~mhx2',
    '/uploads/page_a1~mhx2/info.json',
  ]) {
    expect(isVersionedPyramidPath(refused)).toBe(false);
  }
});
