import { render, screen } from '@testing-library/react';
import BusyScreen from './BusyScreen';

describe('BusyScreen', () => {
  it('shows the spec heading, text and a "Check our Instagram" link to the social page', () => {
    render(<BusyScreen instagramUrl="https://www.instagram.com/folio.archive/" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'OH SNAP! OUR WEBSITE IS CURRENTLY TOO BUSY' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Unfortunately our website is currently experiencing a large amount of traffic but we will be back very soon!',
      ),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Check our Instagram' });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/folio.archive/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
