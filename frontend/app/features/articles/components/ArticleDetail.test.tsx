import { screen } from '@testing-library/react';
import { articles } from '../../../../test/fixtures/catalog';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { ArticleDetail } from './ArticleDetail';

describe('ArticleDetail in the browser', () => {
  it('shows the header and cover at once and the markdown text once its renderer has loaded', async () => {
    renderWithProviders(<ArticleDetail article={articles[0]} currentPart={2} otherParts={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'In Conversation, Part 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: articles[0].cover?.alternativeText ?? '' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Scanning' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Part 1' })).toHaveAttribute('href', '/articles/in-conversation-part-1');
  });
});
