import { clampRegion, formatZoomRegion, parseZoomRegion } from './zoomRegion';

const PAGE = { width: 2480, height: 3508 };

describe('parseZoomRegion', () => {
  it('reads x,y,w,h in image pixels and full', () => {
    expect(parseZoomRegion('410,1220,800,600', PAGE)).toEqual({ x: 410, y: 1220, width: 800, height: 600 });
    expect(parseZoomRegion('full', PAGE)).toBe('full');
    expect(parseZoomRegion(' 0,0,10,10 ', PAGE)).toEqual({ x: 0, y: 0, width: 10, height: 10 });
  });

  it('clamps a region that runs past the image to the part on it', () => {
    expect(parseZoomRegion('2000,3000,1000,1000', PAGE)).toEqual({ x: 2000, y: 3000, width: 480, height: 508 });
    expect(parseZoomRegion('0,0,99999,99999', PAGE)).toEqual({ x: 0, y: 0, ...PAGE });
  });

  it('ignores missing, malformed, empty and off-image regions', () => {
    for (const value of [
      null,
      undefined,
      '',
      'max',
      'square',
      'pct:10,10,50,50',
      '1,2,3',
      '1,2,3,4,5',
      '-5,0,100,100',
      '1.5,2,3,4',
      '0x10,0,10,10',
      '1e3,0,10,10',
      'a,b,c,d',
      '0,0,0,100',
      '0,0,100,0',
      '2480,0,100,100',
      '0,3508,100,100',
      '1234567890,0,1,1',
    ]) {
      expect(parseZoomRegion(value, PAGE)).toBeNull();
    }
  });

  it('refuses everything on an image of no size', () => {
    expect(parseZoomRegion('0,0,10,10', { width: 0, height: 0 })).toBeNull();
  });
});

describe('clampRegion', () => {
  it('rounds to whole pixels and cuts to the image', () => {
    expect(clampRegion({ x: -20.4, y: 10.6, width: 300.2, height: 50 }, PAGE)).toEqual({
      x: 0,
      y: 11,
      width: 280,
      height: 50,
    });
    expect(clampRegion({ x: Number.NaN, y: 0, width: 1, height: 1 }, PAGE)).toBeNull();
    expect(clampRegion({ x: -500, y: -500, width: 100, height: 100 }, PAGE)).toBeNull();
  });
});

describe('formatZoomRegion', () => {
  it('writes the IIIF region syntax, which parses back to the same region', () => {
    const region = { x: 410, y: 1220, width: 800, height: 600 };
    expect(formatZoomRegion(region)).toBe('410,1220,800,600');
    expect(parseZoomRegion(formatZoomRegion(region), PAGE)).toEqual(region);
    expect(formatZoomRegion('full')).toBe('full');
  });
});
