import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchWords } from '@folio/core';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { scans } from '../../../../test/fixtures/catalog';
import { pageHitGroups } from '../pageHits';
import { PageHitsSection } from './PageHitsSection';

const six = {
  ...scans[2],
  pages: Array.from({ length: 20 }, (_, i) => ({ ...scans[2].pages[0], deepZoom: `p${i + 1}` })),
};
const hit = (page: number, pagesFound: number, documentId = six.documentId) => ({
  kind: 'scans' as const,
  documentId,
  page,
  snippet: `…a coat in Gabardine, page ${page}, and gabardines…`,
  boxes: [{ x: 0.2, y: 0.3, w: 0.2, h: 0.02 }],
  pagesFound,
});

function renderHits(hits: ReturnType<typeof hit>[]) {
  const groups = pageHitGroups(hits, { scans: [six, scans[4]], archives: [] }, new Set(), 'gabardine', 10);
  renderWithProviders(<PageHitsSection groups={groups} words={searchWords('gabardine')} />);
  return screen.getByRole('region', { name: 'Found on their pages (2)' });
}

describe('the results page’s page hits', () => {
  it('lists each publication once with its first few matching pages, the rest behind “n more pages”', async () => {
    const section = renderHits([...[10, 12, 14, 15, 20].map((page) => hit(page, 5)), hit(2, 1, scans[4].documentId)]);
    const [first, second] = within(section).getAllByRole('heading', { level: 3 });
    expect(first).toHaveTextContent('Six Issue 1');
    expect(second).toHaveTextContent('A.P.C. Rue Madame');
    expect(within(section).getByText(/5 matching pages/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Six Issue 1, page 10' })).toHaveAttribute(
      'href',
      '/scans/comme-des-garçons/six-issue-1?page=10&q=gabardine',
    );
    const more = within(section).getByText('2 more pages');
    expect(more.tagName).toBe('SUMMARY');
    const details = more.closest('details')!;
    expect(details.open).toBe(false);
    expect(
      within(details)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Six Issue 1, page 15', 'Six Issue 1, page 20']);
    await userEvent.setup().click(more);
    expect(details.open).toBe(true);
    // One page only: nothing more to open.
    expect(within(section).getAllByText(/more page/)).toHaveLength(1);
  });

  it('marks the matched words in each snippet', () => {
    const section = renderHits([hit(10, 1), hit(2, 1, scans[4].documentId)]);
    const snippet = within(section).getAllByText(
      (_, element) => element?.tagName === 'P' && /coat in/.test(element.textContent ?? ''),
    )[0];
    const marks = snippet.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Gabardine,', 'gabardines…']);
    expect(snippet).toHaveTextContent('…a coat in Gabardine, page 10, and gabardines…');
  });

  it('shows a thumbnail cut from the page around the word', () => {
    const section = renderHits([hit(10, 1), hit(2, 1, scans[4].documentId)]);
    const [thumbnail] = section.querySelectorAll('img');
    expect(thumbnail.getAttribute('src')).toMatch(/^\/iiif\/image\/p10\/\d+,\d+,\d+,\d+\/,176\/0\/default\.jpg$/);
    // The link beside it names the page; the picture adds nothing to read.
    expect(thumbnail).toHaveAttribute('alt', '');
  });

  it('sends to the reader’s own search for pages beyond those listed', () => {
    const section = renderHits([hit(10, 30), hit(12, 30), hit(14, 30), hit(15, 30), hit(2, 1, scans[4].documentId)]);
    expect(within(section).getByText('27 more pages')).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'All 30 matching pages, in the reader’s search', hidden: true }),
    ).toHaveAttribute('href', '/scans/comme-des-garçons/six-issue-1?page=10&q=gabardine');
  });
});
