/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import type { ArchiveEntry, Scan } from '@folio/core';
import { theme } from '../lib/theme';
import CatalogEntryRoute from './catalog-entry';
import type { Route } from './+types/catalog-entry';
import { PageReader } from '../features/reader/components/PageReader';
import { makePages } from '../features/reader/test/pageFixtures';

function serverRender(url: string, children: React.ReactNode): string {
  return renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </ThemeProvider>,
  );
}

const entryBase = {
  id: '1',
  documentId: 'six1',
  yearPublished: 1988,
  designerOrBrand: 'Comme des Garçons',
  designerorbrand: { title: 'Comme des Garçons', slug: 'comme-des-garcons' },
  collectionsFeatured: '',
  coverImgSrc: '/uploads/page_1.webp',
  cover: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  description: 'The first issue.',
};

/** The entry route's component with what its loader returns (the page head is only read by `meta`). */
function renderEntryRoute(
  url: string,
  loaderData: Pick<Route.ComponentProps['loaderData'], 'kind' | 'entry' | 'images'>,
) {
  const props = { loaderData: { ...loaderData, head: null } } as unknown as Route.ComponentProps;
  return serverRender(url, <CatalogEntryRoute {...props} />);
}

describe('PageReader on the server', () => {
  it('sends every page as a plain list of images, readable without JavaScript', () => {
    const html = serverRender(
      '/scans/comme-des-garcons/six-issue-1?page=3',
      <PageReader title="Six Issue 1" pages={makePages(4)} />,
    );
    expect(html).toMatch(/<ol[^>]*aria-label="Pages"/);
    for (const page of [1, 2, 3, 4]) {
      expect(html).toContain(`alt="Six Issue 1, page ${page}"`);
      expect(html).toContain(`id="page-${page}"`);
    }
    // Every page waits until the visitor scrolls near it: the list is below the entry's cover, which
    // is the one image fetched first.
    expect(html.match(/loading="lazy"/g)).toHaveLength(4);
    expect(html).not.toContain('fetchPriority="high"');
    // Controls that need JavaScript come with hydration, not before.
    expect(html).not.toContain('Next page');
    expect(html).not.toContain('Keyboard shortcuts');
  });

  it('lists the pages of a scan on its detail page', () => {
    const scan: Scan = {
      ...entryBase,
      title: 'Six Issue 1',
      path: '/scans/comme-des-garcons/six-issue-1',
      pages: makePages(5),
    };
    const html = renderEntryRoute(scan.path, { kind: 'scans', entry: scan, images: scan.pages });
    expect(html).toContain('Six Issue 1</h1>');
    for (const page of [1, 2, 3, 4, 5]) expect(html).toContain(`alt="Six Issue 1, page ${page}"`);
  });

  it('lists the images of an archive entry with the same reader', () => {
    const entry: ArchiveEntry = {
      ...entryBase,
      title: 'Autumn/Winter 1994',
      path: '/archives/comme-des-garcons/autumn-winter-1994',
      images: makePages(2, 'look'),
    };
    const html = renderEntryRoute(entry.path, { kind: 'archives', entry, images: entry.images });
    expect(html).toMatch(/<ol[^>]*aria-label="Images"/);
    expect(html).toContain('alt="Autumn/Winter 1994, image 2"');
  });
});
