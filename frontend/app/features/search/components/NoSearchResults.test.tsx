import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactLauncherContext } from '../../../lib/contactLauncher';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { NoSearchResults } from './NoSearchResults';

const askButton = () => screen.getByRole('button', { name: 'Ask us for it' });

describe('NoSearchResults', () => {
  it('says nothing matched and suggests what to try', () => {
    renderWithProviders(<NoSearchResults query="zzzz" />);
    expect(screen.getByRole('heading', { name: 'Nothing matches “zzzz”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'scans' })).toHaveAttribute('href', '/scans');
    expect(screen.getByRole('link', { name: 'archives' })).toHaveAttribute('href', '/archives');
    expect(screen.getByRole('link', { name: 'articles' })).toHaveAttribute('href', '/articles');
  });

  it('asks the contact launcher for the general form when the visitor asks for a publication', async () => {
    const openContact = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ContactLauncherContext.Provider value={openContact}>
        <NoSearchResults query="margiela 1989" />
      </ContactLauncherContext.Provider>,
    );
    expect(openContact).not.toHaveBeenCalled();
    await user.click(askButton());
    expect(openContact).toHaveBeenCalledTimes(1);
    expect(openContact).toHaveBeenCalledWith('general');
  });

  it('offers no request button where there is no contact modal', () => {
    renderWithProviders(<NoSearchResults query="zzzz" />);
    expect(screen.queryByRole('button', { name: 'Ask us for it' })).not.toBeInTheDocument();
  });
});
