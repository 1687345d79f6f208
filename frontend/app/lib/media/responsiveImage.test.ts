import { image } from '../../../test/fixtures/catalog';
import { imagePriority, responsiveImageAttributes } from './responsiveImage';

describe('responsiveImageAttributes', () => {
  it('builds a width-described srcset from every rendition and the original, narrowest first', () => {
    expect(responsiveImageAttributes(image('cover'))).toEqual({
      src: '/uploads/small_cover.webp',
      srcSet:
        '/uploads/thumbnail_cover.webp 113w, /uploads/small_cover.webp 364w, /uploads/large_cover.webp 727w, /uploads/cover.webp 800w',
      width: 800,
      height: 1100,
    });
  });

  it('falls back to the original alone when Strapi made no renditions', () => {
    const original = { ...image('tiny'), formats: {} };
    expect(responsiveImageAttributes(original)).toEqual({
      src: '/uploads/tiny.webp',
      srcSet: '/uploads/tiny.webp 800w',
      width: 800,
      height: 1100,
    });
  });
});

describe('imagePriority', () => {
  it('fetches the first image first, loads the rest of the fold at once and the others lazily', () => {
    expect([0, 1, 4, 5, 9].map((index) => imagePriority(index, 5))).toEqual(['high', 'eager', 'eager', 'lazy', 'lazy']);
    expect(imagePriority(0, 0)).toBe('lazy');
  });
});
