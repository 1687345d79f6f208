import { archives, scans } from '../../../../test/fixtures/catalog';
import { fetchJson } from '../../../lib/api-client';
import { buildCatalogMenus } from '../menus';
import { fetchCatalogMenus } from './fetchCatalogMenus';

jest.mock('../../../lib/api-client', () => ({ fetchJson: jest.fn() }));

describe('fetchCatalogMenus', () => {
  it('builds the navbar menus from both public catalogs, loading the builder only when asked', async () => {
    (fetchJson as jest.Mock).mockImplementation((path: string) =>
      Promise.resolve(path === '/api/catalog/scans' ? scans : archives),
    );
    await expect(fetchCatalogMenus()).resolves.toEqual(buildCatalogMenus(scans, archives));
    expect(fetchJson).toHaveBeenCalledWith('/api/catalog/scans');
    expect(fetchJson).toHaveBeenCalledWith('/api/catalog/archives');
  });
});
