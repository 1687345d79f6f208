import { archives, scans } from '../../../test/fixtures/catalog';
import { buildCatalogMenus } from './menus';

describe('buildCatalogMenus', () => {
  const menus = buildCatalogMenus(scans, archives);

  it('lists designers and brands alphabetically, case-insensitively', () => {
    expect(menus.scans.map((designer) => designer.title)).toEqual([
      'A.P.C.',
      'Comme des Garçons',
      'Maison Martin Margiela',
      'Yohji Yamamoto',
    ]);
  });

  it('orders titles natural-numerically ("Issue 2" before "Issue 10")', () => {
    const comme = menus.scans.find((designer) => designer.title === 'Comme des Garçons');
    expect(comme?.entries.map((entry) => entry.title)).toEqual(['Six Issue 1', 'Six Issue 2', 'Six Issue 10']);
  });

  it('leaves scans without a year of publication out of the menus', () => {
    const apc = menus.scans.find((designer) => designer.title === 'A.P.C.');
    expect(apc?.entries.map((entry) => entry.title)).toEqual(['A.P.C. Rue Madame']);
  });

  it('keeps archive entries without a year', () => {
    const apc = menus.archives.find((designer) => designer.title === 'A.P.C.');
    expect(apc?.entries.map((entry) => entry.title)).toEqual(['Spring Summer 1992 Denim']);
  });

  it('links designers to their collection page and titles to their catalog path', () => {
    const comme = menus.scans.find((designer) => designer.title === 'Comme des Garçons');
    expect(comme?.path).toBe('/scans/comme-des-garçons');
    expect(comme?.entries[0].path).toBe('/scans/comme-des-garçons/six-issue-1');
  });
});
