/** A designer's page (such as /scans/a.p.c.) leaves room between their own covers and the sections below them. */
import { screen } from '@testing-library/react';
import { theme } from '../app/lib/theme';
import CatalogDesignerRoute, { loader as designerLoader } from '../app/routes/catalog-designer';
import { renderRoute } from './renderRoute';
import { resolvedStyle } from './support/declaredStyles';

jest.mock('../app/lib/content/content.server', () => ({
  content: jest.requireActual('./fixtures/designerHub').hubContent,
}));

beforeAll(() => {
  process.env.PUBLIC_SITE_URL = 'https://folio.example';
});

it('puts the section spacing between the last row of covers and the “Also in the archives” heading', async () => {
  const path = '/scans/comme-des-garçons';
  const data = await designerLoader({
    request: { url: `http://folio.test${encodeURI(path)}` },
    params: { designer: 'comme-des-garçons' },
  } as never);
  await renderRoute({ id: 'routes/catalog-designer', path, loaderData: data, Component: CatalogDesignerRoute });

  const covers = screen.getByRole('list', { name: 'Comme des Garçons Scans' }).parentElement!;
  const section = screen.getByRole('region', { name: 'Also in the archives' });
  expect(covers.nextElementSibling).toBe(section);
  expect(resolvedStyle(covers, 'margin-bottom', () => true)).toBe(theme.spacing(6));
});
