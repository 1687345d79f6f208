import { archives, scans } from '../../../test/fixtures/catalog';
import { morePagesLabel, pageHitGroups, pageHitItems, readerPath, whereLabel } from './pageHits';

const hit = (kind: 'scans' | 'archives', documentId: string, page: number) => ({
  kind,
  documentId,
  page,
  snippet: `…on page ${page}…`,
});

describe('entries found by words on their pages', () => {
  it('link to the reader at the page with the query, page 1 being the bare address', () => {
    expect(readerPath('/scans/a/b', 12, 'Gabardine coat')).toBe('/scans/a/b?page=12&q=Gabardine+coat');
    expect(readerPath('/scans/a/b', 1, 'tweed')).toBe('/scans/a/b?q=tweed');
  });

  it('keep the CMS’s order, leaving out listed, unknown and repeated entries, up to the most asked for', () => {
    const items = pageHitItems(
      [
        hit('scans', 'scan3', 2),
        hit('archives', 'archive101', 4),
        hit('scans', 'scan4', 1),
        hit('scans', 'nope', 1),
        hit('scans', 'scan5', 6),
        hit('scans', 'scan5', 7),
        hit('scans', 'scan6', 1),
      ],
      { scans, archives },
      new Set(['scan4']),
      'x',
      3,
    );
    expect(items.map((item) => `${item.title}, ${whereLabel(item)}`)).toEqual([
      'Six Issue 1, page 2',
      'Spring Summer 1997 Body Meets Dress, image 4',
      'A.P.C. Rue Madame, page 6',
    ]);
    expect(items[1].path).toBe('/archives/comme-des-garçons/spring-summer-1997-body-meets-dress?page=4&q=x');
  });
});

describe('an entry’s matching pages, grouped', () => {
  const withBoxes = (documentId: string, page: number, pagesFound: number) => ({
    ...hit('scans', documentId, page),
    boxes: [{ x: 0.5, y: 0.5, w: 0.1, h: 0.02 }],
    pagesFound,
  });
  const tiled = scans.map((entry) =>
    entry.documentId === 'scan5'
      ? { ...entry, pages: entry.pages.map((page, index) => ({ ...page, deepZoom: `hash${index + 1}` })) }
      : entry,
  );

  it('gathers every page of an entry under it in page order, with the count of all its matching pages', () => {
    const groups = pageHitGroups(
      [withBoxes('scan5', 2, 9), withBoxes('scan3', 1, 1), withBoxes('scan5', 1, 9), withBoxes('scan5', 2, 9)],
      { scans: tiled, archives },
      new Set(),
      'gabardine',
      10,
    );
    expect(groups.map((group) => [group.title, group.pagesFound, group.pages.map((item) => item.page)])).toEqual([
      ['A.P.C. Rue Madame', 9, [1, 2]],
      ['Six Issue 1', 1, [1]],
    ]);
    expect(groups[0].pages[1].path).toBe('/scans/a.p.c./a.p.c.-rue-madame?page=2&q=gabardine');
  });

  it('keeps at most the entries asked for, but all of their pages; the dropdown takes each one’s first page', () => {
    const hits = [withBoxes('scan5', 1, 2), withBoxes('scan5', 2, 2), withBoxes('scan3', 1, 1)];
    const groups = pageHitGroups(hits, { scans: tiled, archives }, new Set(), 'x', 1);
    expect(groups.map((group) => group.pages.length)).toEqual([2]);
    expect(pageHitItems(hits, { scans: tiled, archives }, new Set(), 'x', 5).map((item) => item.page)).toEqual([1, 1]);
  });

  it('cuts the thumbnail from the page around the word when the page has an image service, else uses the page', () => {
    const [apc, six] = pageHitGroups(
      [withBoxes('scan5', 2, 1), withBoxes('scan3', 2, 1)],
      { scans: tiled, archives },
      new Set(),
      'x',
      5,
    );
    // On the 800 × 1100 page the word is 80 × 22 px, centred at (440, 561): a fifth of the page around it.
    expect(apc.pages[0].thumbnailUrl).toBe('/iiif/image/hash2/360,451,160,220/,176/0/default.jpg');
    expect(six.pages[0].thumbnailUrl).toBe('/uploads/thumbnail_six-issue-1-page-2.webp');
  });

  it('labels the rest of the pages by count and kind', () => {
    expect(morePagesLabel('scans', 4, 'more')).toBe('4 more pages');
    expect(morePagesLabel('archives', 1, 'more')).toBe('1 more image');
    expect(morePagesLabel('scans', 1, 'matching')).toBe('1 matching page');
  });
});
