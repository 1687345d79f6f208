import { image } from '../../../test/fixtures/catalog';
import { pageCropUrl, regionAround } from './pageRegion';

const page = { width: 2000, height: 3000 };

describe('the part of a page around a word', () => {
  it('pads the word’s box and centres it, in whole pixels', () => {
    // A 400 × 60 px word centred at (800, 1530): 4 % of the page added each side, so 560 × 300 px.
    expect(regionAround({ x: 0.3, y: 0.5, w: 0.2, h: 0.02 }, page, { minShare: 0 })).toEqual({
      x: 520,
      y: 1380,
      width: 560,
      height: 300,
    });
  });

  it('is at least a share of the page, and takes the shape asked for', () => {
    expect(regionAround({ x: 0.5, y: 0.5, w: 0.01, h: 0.01 }, page)).toEqual({
      x: 810,
      y: 1215,
      width: 400,
      height: 600,
    });
    expect(regionAround({ x: 0.5, y: 0.5, w: 0.01, h: 0.01 }, page, { aspect: 1 })).toEqual({
      x: 710,
      y: 1215,
      width: 600,
      height: 600,
    });
  });

  it('is shifted inside the image at its edges, and never larger than it', () => {
    expect(regionAround({ x: 0.95, y: 0, w: 0.05, h: 0.01 }, page)).toEqual({ x: 1600, y: 0, width: 400, height: 600 });
    expect(regionAround({ x: 0, y: 0, w: 1, h: 1 }, page)).toEqual({ x: 0, y: 0, width: 2000, height: 3000 });
    expect(regionAround({ x: 0.1, y: 0.1, w: 0.1, h: 0.1 }, { width: 0, height: 0 })).toBeNull();
  });
});

describe('a thumbnail around a word', () => {
  const box = { x: 0.5, y: 0.5, w: 0.1, h: 0.02 };

  it('is a IIIF Image API region request on the image’s service, scaled to the height asked', () => {
    expect(pageCropUrl({ ...image('p'), deepZoom: 'abc~1' }, box, 200, 1)).toBe(
      '/iiif/image/abc~1/330,451,220,220/,200/0/default.jpg',
    );
  });

  it('is the page’s own small rendition without a service or a box', () => {
    expect(pageCropUrl({ ...image('p'), deepZoom: null }, box, 200, 1)).toBe('/uploads/thumbnail_p.webp');
    expect(pageCropUrl({ ...image('p'), deepZoom: 'abc' }, undefined, 200, 1)).toBe('/uploads/thumbnail_p.webp');
    expect(pageCropUrl({ ...image('p'), formats: {} }, box, 200, 1)).toBe('/uploads/p.webp');
  });
});
