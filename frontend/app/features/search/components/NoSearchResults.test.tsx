import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactLauncherContext } from '../../../lib/contactLauncher';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { fetchCaptchaWidget } from '../../contact/api/contactApi';
import { ContactProvider } from '../../contact/components/ContactProvider';
import { NoSearchResults } from './NoSearchResults';

// The contact form's captcha and sending are not under test here.
jest.mock('../../contact/api/contactApi');

// Opening the lazily loaded contact modal takes a while in jsdom on a shared two-core machine.
jest.setTimeout(30_000);

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

  it('opens the GENERAL INQUIRY form of the site contact modal', async () => {
    // The captcha settings stay on their way: the form shows without them.
    jest.mocked(fetchCaptchaWidget).mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    renderWithProviders(
      <ContactProvider>
        <NoSearchResults query="margiela 1989" />
      </ContactProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(askButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'GENERAL INQUIRY' })).toBeInTheDocument();
  });

  it('offers no request button where there is no contact modal', () => {
    renderWithProviders(<NoSearchResults query="zzzz" />);
    expect(screen.queryByRole('button', { name: 'Ask us for it' })).not.toBeInTheDocument();
  });
});
