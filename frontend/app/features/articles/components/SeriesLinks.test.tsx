import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { SeriesLinks } from './SeriesLinks';

describe('SeriesLinks', () => {
  it('points back to Part 1 from Part 2', () => {
    renderWithProviders(
      <SeriesLinks currentPart={2} parts={[{ part: 1, slug: 'talk-part-1', title: 'Talk, Part 1' }]} />,
    );
    expect(screen.getByRole('link', { name: '← Read Part 1' })).toHaveAttribute('href', '/articles/talk-part-1');
  });

  it('is a labelled navigation of links drawn as outlined buttons', () => {
    renderWithProviders(
      <SeriesLinks
        currentPart={1}
        parts={[
          { part: 2, slug: 'talk-part-2', title: 'Talk, Part 2' },
          { part: 3, slug: 'talk-part-3', title: 'Talk, Part 3' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Other parts of this article' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Read Part 2 →', 'Read Part 3 →']);
    expect(within(nav).getByText('Part 1 of 3')).toBeInTheDocument();
    for (const link of links) {
      const style = getComputedStyle(link);
      expect(style.borderStyle).toBe('solid');
      expect(style.borderWidth).toBe('1px');
      expect(style.textTransform).toBe('uppercase');
      expect(style.textDecoration).toBe('none');
    }
  });

  it('renders nothing for a standalone article', () => {
    const { container } = renderWithProviders(<SeriesLinks currentPart={null} parts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
