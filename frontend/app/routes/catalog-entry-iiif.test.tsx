import { screen } from '@testing-library/react';
import type { ArchiveEntry, Scan } from '@folio/core';
import { archive, scan } from '../../test/fixtures/catalog';
import { renderWithProviders } from '../../test/renderWithProviders';
import CatalogEntryRoute, { meta } from './catalog-entry';
import type { Route } from './+types/catalog-entry';
import { manifestHeadLink, manifestPath } from '../features/iiif/manifestLinks';

const PROFILE = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';

function renderRoute(kind: 'scans' | 'archives', entry: Scan | ArchiveEntry) {
  const images = kind === 'scans' ? (entry as Scan).pages : (entry as ArchiveEntry).images;
  const props = { loaderData: { kind, entry, images, head: null } } as unknown as Route.ComponentProps;
  return renderWithProviders(<CatalogEntryRoute {...props} />, { path: entry.path });
}

describe('the entry page links its IIIF manifest', () => {
  it('shows a visible IIIF manifest link on a scan page, by the scan documentId', () => {
    const entry = scan(1, 'Six Issue 10', 'Comme des Garçons', 1991);
    renderRoute('scans', entry);
    expect(screen.getByRole('link', { name: 'IIIF manifest' })).toHaveAttribute(
      'href',
      '/iiif/scans/scan1/manifest.json',
    );
  });

  it('links an archive entry to its archive manifest', () => {
    const entry = archive(103, 'Spring Summer 1992 Denim', 'A.P.C.', 1992);
    renderRoute('archives', entry);
    expect(screen.getByRole('link', { name: 'IIIF manifest' })).toHaveAttribute(
      'href',
      `/iiif/archives/${entry.documentId}/manifest.json`,
    );
  });

  it('names the manifest in the head as an alternate of the page', () => {
    const entry = scan(1, 'Six Issue 10', 'Comme des Garçons', 1991);
    const head = {
      title: 'Six Issue 10 – Comme des Garçons | Folio',
      description: 'd',
      canonicalUrl: 'https://folio.example/scans/x/y',
      imageUrl: null,
      imageAlt: null,
      openGraphType: 'book',
      siteName: 'Folio',
      noindex: false,
      jsonLd: [],
    };
    const tags = meta({ data: { kind: 'scans', entry, images: entry.pages, head } } as unknown as Route.MetaArgs);
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: PROFILE,
      href: '/iiif/scans/scan1/manifest.json',
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://folio.example/scans/x/y' });
  });

  it('escapes a documentId into one path segment', () => {
    expect(manifestPath('archives', 'a/b c')).toBe('/iiif/archives/a%2Fb%20c/manifest.json');
    expect(manifestHeadLink('scans', 'x')).toMatchObject({ href: '/iiif/scans/x/manifest.json' });
  });
});
