import { screen } from '@testing-library/react';
import { archive, scan } from '../../../../test/fixtures/catalog';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { EntryDetail } from './EntryDetail';

describe('EntryDetail', () => {
  it('shows cover, title, designer or brand, year, collections and the description with its line breaks', () => {
    const entry = scan(1, 'Six Issue 10', 'Comme des Garçons', 1991);
    renderWithProviders(<EntryDetail kind="scans" entry={entry} reader={<p>Reader</p>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Six Issue 10' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comme des Garçons' })).toHaveAttribute('href', '/scans/comme-des-garçons');
    expect(screen.getByText('1991')).toBeInTheDocument();
    expect(screen.getByText('Spring/Summer 1991')).toBeInTheDocument();
    const description = screen.getByText(/First line about Six Issue 10/);
    expect(description.textContent).toBe('First line about Six Issue 10.\nSecond line.');
    expect(description).toHaveStyle({ whiteSpace: 'pre-line' });
    const cover = screen.getByRole('img', { name: 'Cover of six-issue-10' });
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('width', '800');
    expect(screen.getByText('Reader')).toBeInTheDocument();
  });

  it('leaves out what an archive entry does not have', () => {
    const entry = archive(103, 'Spring Summer 1992 Denim', 'A.P.C.', null);
    renderWithProviders(<EntryDetail kind="archives" entry={{ ...entry, collectionsFeatured: '' }} />);
    expect(screen.getByRole('link', { name: 'A.P.C.' })).toHaveAttribute('href', '/archives/a.p.c.');
    expect(screen.queryByText('Year')).not.toBeInTheDocument();
    expect(screen.queryByText('Collections featured')).not.toBeInTheDocument();
  });

  it('names the rights statement the entry is under, linked to its publisher', () => {
    const entry = scan(1, 'Six Issue 10', 'Comme des Garçons', 1991);
    const rights = { uri: 'http://rightsstatements.org/vocab/NoC-US/1.0/', label: 'No Copyright – United States' };
    renderWithProviders(<EntryDetail kind="scans" entry={entry} rights={rights} />);
    expect(screen.getByText('Rights').tagName).toBe('DT');
    const link = screen.getByRole('link', { name: 'No Copyright – United States' });
    expect(link).toHaveAttribute('href', rights.uri);
    expect(link).toHaveAttribute('rel', 'license');
  });
});
