import { archives, scans } from '../../../test/fixtures/catalog';
import { pageHitItems, readerPath, whereLabel } from './pageHits';

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
