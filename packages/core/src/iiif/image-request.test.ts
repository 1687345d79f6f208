import {
  imageServiceInfo,
  IiifRequestError,
  parseImageParams,
  resolveImageRequest,
  type IiifImageLimits,
} from './image-request';

const limits: IiifImageLimits = { maxWidth: 5000, maxHeight: 5000, maxArea: 16_000_000 };
const image = { width: 6000, height: 8000 };
const resolve = (path: string, of = image) => {
  const [region, size, rotation, file] = path.split('/');
  return resolveImageRequest(parseImageParams(region, size, rotation, file), of, limits);
};

describe('level-2 image requests', () => {
  it('resolves every region form to pixels and names it canonically', () => {
    expect(resolve('full/max/0/default.jpg')).toMatchObject({ region: { x: 0, y: 0, w: 6000, h: 8000 } });
    expect(resolve('square/500,/0/default.jpg')).toMatchObject({
      region: { x: 0, y: 1000, w: 6000, h: 6000 },
      canonical: '0,1000,6000,6000/500,500/0/default.jpg',
    });
    expect(resolve('100,200,1000,1000/max/0/gray.png').canonical).toBe('100,200,1000,1000/1000,1000/0/gray.png');
    expect(resolve('pct:10,10,50,25/max/0/default.jpg').region).toEqual({ x: 600, y: 800, w: 3000, h: 2000 });
    // Past the image's edge: cut to it.
    expect(resolve('5500,7500,1000,1000/max/0/default.jpg').region).toEqual({ x: 5500, y: 7500, w: 500, h: 500 });
  });

  it('resolves every size form, keeps max within the limits and upscales only with ^', () => {
    // 48 MP is over the 16 MP area: max is the largest size within it.
    expect(resolve('full/max/0/default.jpg')).toMatchObject({ width: 3464, height: 4618 });
    expect(resolve('full/300,/0/default.jpg')).toMatchObject({ width: 300, height: 400 });
    expect(resolve('full/,400/0/default.jpg')).toMatchObject({ width: 300, height: 400 });
    expect(resolve('full/pct:5/0/default.jpg')).toMatchObject({ width: 300, height: 400 });
    expect(resolve('full/200,200/0/default.jpg').canonical).toBe('full/200,200/0/default.jpg');
    expect(resolve('full/!300,300/0/default.jpg')).toMatchObject({ width: 225, height: 300 });
    expect(resolve('0,0,100,100/^200,/0/default.jpg').canonical).toBe('0,0,100,100/^200,200/0/default.jpg');
    expect(resolve('0,0,100,100/^max/0/default.jpg')).toMatchObject({ width: 4000, height: 4000 });
    expect(resolve('0,0,100,100/^!300,200/0/default.jpg')).toMatchObject({ width: 200, height: 200 });
  });

  it('takes rotations by 90 and mirroring, and names the quality and format', () => {
    expect(resolve('full/100,/!90/bitonal.webp')).toMatchObject({ mirror: true, rotation: 90, quality: 'bitonal' });
    expect(resolve('full/100,/360/color.jpg').canonical).toBe('full/100,133/0/color.jpg');
    expect(resolve('full/100,/270.0/default.png').canonical).toBe('full/100,133/270/default.png');
  });

  it('refuses malformed, unsatisfiable and hostile requests as request errors', () => {
    for (const path of [
      'full/max/0/default.gif',
      'full/max/0/sepia.jpg',
      'full/max/45/default.jpg',
      'full/max/361/default.jpg',
      'full/max/-90/default.jpg',
      'bogus/max/0/default.jpg',
      '-1,0,10,10/max/0/default.jpg',
      '0,0,0,10/max/0/default.jpg',
      '6000,0,10,10/max/0/default.jpg',
      '0,0,99999999999,99999999999/max/0/default.jpg',
      'pct:100,0,10,10/max/0/default.jpg',
      'full/0,/0/default.jpg',
      'full/,/0/default.jpg',
      'full/!300,/0/default.jpg',
      'full/7000,/0/default.jpg',
      'full/pct:101/0/default.jpg',
      '0,0,100,100/200,200/0/default.jpg',
      '0,0,100,100/!300,200/0/default.jpg',
      'full/^99999999,/0/default.jpg',
      'full/^5000,5000/0/default.jpg',
      'full/max/0/default.jpg.jpg',
      'full/1e3,/0/default.jpg',
    ]) {
      expect(() => resolve(path)).toThrow(IiifRequestError);
    }
  });

  it('describes the service at level 2 with its sizes and limits', () => {
    const info = imageServiceInfo('https://site.example/iiif/image/p', { width: 1300, height: 700 }, limits, [
      { width: 512, scaleFactors: [1, 2, 4] },
    ]);
    expect(info).toMatchObject({ profile: 'level2', maxArea: 16_000_000, extraFormats: ['webp'] });
    expect(info.sizes[info.sizes.length - 1]).toEqual({ width: 1300, height: 700 });
    expect(info.sizes[0]).toEqual({ width: 82, height: 44 });
  });
});
