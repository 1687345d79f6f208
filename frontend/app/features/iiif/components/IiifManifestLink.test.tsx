import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { IiifManifestLink } from './IiifManifestLink';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('IiifManifestLink', () => {
  it('is a link named "IIIF manifest" to the manifest, with the IIIF logo beside its text', () => {
    renderWithProviders(<IiifManifestLink href="/iiif/scans/abc/manifest.json" />);
    const link = screen.getByRole('link', { name: 'IIIF manifest' });
    expect(link).toHaveAttribute('href', '/iiif/scans/abc/manifest.json');
    expect(link).toHaveAttribute(
      'type',
      'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
    );
    const logo = link.querySelector('svg');
    expect(logo).toHaveAttribute('aria-hidden', 'true');
    expect(logo).toHaveAttribute('focusable', 'false');
    // The logo's three Is and F: seven shapes in the consortium's blue and red.
    const fills = [...logo!.querySelectorAll('path')].map((path) => path.getAttribute('fill'));
    expect(fills).toHaveLength(7);
    expect(new Set(fills)).toEqual(new Set(['#2873ab', '#ed1d33']));
  });

  it('draws the logo in colours with at least 3:1 against the white page (non-text contrast)', () => {
    renderWithProviders(<IiifManifestLink href="/iiif/scans/abc/manifest.json" />);
    const fills = [...document.querySelectorAll('svg path')].map((path) => path.getAttribute('fill')!);
    for (const fill of new Set(fills)) expect(contrastOnWhite(fill)).toBeGreaterThanOrEqual(3);
  });
});
