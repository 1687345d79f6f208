import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOT_FOUND_MESSAGE } from '@folio/core';
import { ContactLauncherContext } from '../../../lib/contactLauncher';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import NotFoundScreen from './NotFoundScreen';

describe('NotFoundScreen', () => {
  it('shows the spec heading, the invitation to contribute and a Return Home button', () => {
    renderWithProviders(<NotFoundScreen />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: "OH SNAP! WE CAN'T FIND IT!" })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_MESSAGE)).toHaveTextContent(/contribute/);
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('opens the contributor form from Contribute, when the contact form is wired', async () => {
    const openContact = jest.fn();
    renderWithProviders(
      <ContactLauncherContext.Provider value={openContact}>
        <NotFoundScreen />
      </ContactLauncherContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Contribute' }));
    expect(openContact).toHaveBeenCalledWith('contributor');
  });

  it('leaves Contribute out while no contact form is wired', () => {
    renderWithProviders(<NotFoundScreen />);
    expect(screen.queryByRole('button', { name: 'Contribute' })).not.toBeInTheDocument();
  });
});
