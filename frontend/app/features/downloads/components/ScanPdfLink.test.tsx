import { render, screen } from '@testing-library/react';
import { scanPagePath, scanPdfPath } from '../downloadPaths';
import { ScanPdfLink } from './ScanPdfLink';

describe('ScanPdfLink', () => {
  it('links the scan’s PDF as a download, with its page count', () => {
    render(<ScanPdfLink documentId="abc123def456ghi789jkl012" pageCount={7} />);
    const link = screen.getByRole('link', { name: 'Download the scan (PDF, 7 pages)' });
    expect(link).toHaveAttribute('href', '/api/downloads/scans/abc123def456ghi789jkl012/pdf');
    expect(link).toHaveAttribute('download');
  });

  it('says "page" for a one-page scan', () => {
    render(<ScanPdfLink documentId="abc123def456ghi789jkl012" pageCount={1} />);
    expect(screen.getByRole('link', { name: 'Download the scan (PDF, 1 page)' })).toBeInTheDocument();
  });
});

describe('download paths', () => {
  it('go through the site’s /api relay', () => {
    expect(scanPdfPath('x1')).toBe('/api/downloads/scans/x1/pdf');
    expect(scanPagePath('x1', 12)).toBe('/api/downloads/scans/x1/pages/12');
  });
});
