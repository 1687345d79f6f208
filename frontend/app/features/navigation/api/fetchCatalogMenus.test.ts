import { archives, scans } from '../../../../test/fixtures/catalog';
import { fakeApi } from '../../../../test/support/fakeApi';
import { buildCatalogMenus } from '../menus';
import { fetchCatalogMenus } from './fetchCatalogMenus';

describe('fetchCatalogMenus', () => {
  it('builds the navbar menus from both public catalogs', async () => {
    const api = fakeApi({
      'GET /api/catalog/scans': { status: 200, data: scans },
      'GET /api/catalog/archives': { status: 200, data: archives },
    });
    try {
      await expect(fetchCatalogMenus()).resolves.toEqual(buildCatalogMenus(scans, archives));
      expect(api.asked().sort()).toEqual(['GET /api/catalog/archives', 'GET /api/catalog/scans']);
    } finally {
      api.restore();
    }
  });
});
