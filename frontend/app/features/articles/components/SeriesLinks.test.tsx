import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { SeriesLinks } from './SeriesLinks';

describe('SeriesLinks', () => {
  it('points back to Part 1 from Part 2', () => {
    renderWithProviders(
      <SeriesLinks currentPart={2} parts={[{ part: 1, slug: 'talk-part-1', title: 'Talk, Part 1' }]} />,
    );
    expect(screen.getByRole('link', { name: '← Read Part 1' })).toHaveAttribute('href', '/articles/talk-part-1');
  });

  it('renders nothing for a standalone article', () => {
    const { container } = renderWithProviders(<SeriesLinks currentPart={null} parts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
