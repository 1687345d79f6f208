import {
  contentStateAnnotation,
  decodeContentState,
  encodeContentState,
  parseRegionParam,
  regionFileName,
  regionImageUrl,
  regionLink,
} from './citedRegion';

const SIZE = { width: 2400, height: 3300 };

describe('the region parameter', () => {
  it('reads pixel regions of the page image, clamped to it', () => {
    expect(parseRegionParam('120,80,400,300', SIZE)).toEqual({ x: 120, y: 80, width: 400, height: 300 });
    expect(parseRegionParam(' 2300,3200,500,500 ', SIZE)).toEqual({ x: 2300, y: 3200, width: 100, height: 100 });
  });

  it.each([
    null,
    undefined,
    '',
    'full',
    '1,2,3',
    '1,2,3,4,5',
    '-1,0,10,10',
    '1.5,0,10,10',
    'pct:1,1,1,1',
    '0,0,0,10',
    '2400,0,10,10',
    'a,b,c,d',
  ])('refuses %p', (value) => {
    expect(parseRegionParam(value, SIZE)).toBeNull();
  });

  it('makes the link of a page and region, dropping the rest of the URL', () => {
    expect(
      regionLink('https://folio.example/scans/a/b?q=coat&zoom=1,1,5,5#top', 4, { x: 1, y: 2, width: 30, height: 40 }),
    ).toBe('https://folio.example/scans/a/b?page=4&region=1,2,30,40');
  });

  it('asks the image service for the region at a width', () => {
    expect(regionImageUrl('https://folio.example/iiif/image/p1_h4sh', { x: 1, y: 2, width: 30, height: 40 }, 800)).toBe(
      'https://folio.example/iiif/image/p1_h4sh/1,2,30,40/800,/0/default.jpg',
    );
  });

  it('names the crop after the entry, page, region and width, the slug read back as it is written', () => {
    expect(
      regionFileName(
        'https://folio.example/scans/a/comme-des-gar%C3%A7ons-six',
        3,
        { x: 1, y: 2, width: 30, height: 40 },
        799.6,
      ),
    ).toBe('comme-des-garçons-six-page-3-1-2-30-40-800px.jpg');
  });
});

describe('IIIF content state', () => {
  const target = {
    manifestId: 'https://folio.example/iiif/scans/abc/manifest.json',
    canvasId: 'https://folio.example/iiif/scans/abc/canvas/3',
    region: { x: 120, y: 80, width: 400, height: 300 },
  };
  const annotation = contentStateAnnotation('https://folio.example/scans/a/b?page=3&region=120,80,400,300', target);

  it('targets the canvas region in its manifest, as the specification writes it', () => {
    expect(annotation).toEqual({
      '@context': 'http://iiif.io/api/presentation/3/context.json',
      id: 'https://folio.example/scans/a/b?page=3&region=120,80,400,300',
      type: 'Annotation',
      motivation: ['contentState'],
      target: {
        id: 'https://folio.example/iiif/scans/abc/canvas/3#xywh=120,80,400,300',
        type: 'Canvas',
        partOf: [{ id: 'https://folio.example/iiif/scans/abc/manifest.json', type: 'Manifest' }],
      },
    });
  });

  it('is URI-encoded, then base64url-encoded without padding', () => {
    const encoded = encodeContentState(annotation);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    // "{"" URI-encoded is "%7B%22", whose base64 the specification's examples start with.
    expect(encoded.startsWith('JTdCJTIy')).toBe(true);
    const expected = Buffer.from(encodeURIComponent(JSON.stringify(annotation))).toString('base64url');
    expect(encoded).toBe(expected);
    expect(decodeContentState(encoded)).toEqual(annotation);
  });

  it('keeps text outside ASCII, and decodes nothing from what is not one', () => {
    const state = { id: 'https://folio.example/scans/comme-des-garçons/a', note: '× – é' };
    expect(decodeContentState(encodeContentState(state))).toEqual(state);
    expect(decodeContentState('not base64!')).toBeNull();
    expect(decodeContentState('YWJj')).toBeNull();
  });
});
