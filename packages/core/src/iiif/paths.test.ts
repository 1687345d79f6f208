import { IIIF_IMAGE_HASH, imageIdMadeAt, isVersionedImageId, versionedImageId } from './paths';

describe('image service identifiers', () => {
  it('names a pyramid by its upload hash and the time its build was made', () => {
    const id = versionedImageId('cover_3f9a1c', Date.UTC(2026, 10, 26, 12));
    expect(id).toBe(`cover_3f9a1c~${Date.UTC(2026, 10, 26, 12).toString(36)}`);
    expect(IIIF_IMAGE_HASH.test(id)).toBe(true);
    expect(isVersionedImageId(id)).toBe(true);
    expect(imageIdMadeAt(id)).toBe(Date.UTC(2026, 10, 26, 12));
  });

  it('keeps admitting the plain hashes of pyramids made before versions, as unversioned', () => {
    expect(IIIF_IMAGE_HASH.test('cover_3f9a1c')).toBe(true);
    expect(isVersionedImageId('cover_3f9a1c')).toBe(false);
    expect(imageIdMadeAt('cover_3f9a1c')).toBeNull();
  });

  it.each(['cover~', 'cover~ABC', 'cover~1~2', '~1a', 'cover/../x~1', 'cover.jpg~1', `a~${'1'.repeat(14)}`])(
    'refuses %j',
    (id) => {
      expect(IIIF_IMAGE_HASH.test(id)).toBe(false);
      expect(isVersionedImageId(id)).toBe(false);
    },
  );
});
