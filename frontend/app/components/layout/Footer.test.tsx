import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactLauncherContext } from '../../lib/contactLauncher';
import { settings } from '../../../test/fixtures/catalog';
import { renderWithProviders } from '../../../test/renderWithProviders';
import Footer from './Footer';

const renderFooter = (variant: 'default' | 'error' = 'default', openContact?: jest.Mock) =>
  renderWithProviders(
    <ContactLauncherContext.Provider value={openContact ?? null}>
      <Footer siteName="Folio" donateUrl={settings.donateUrl} socialLinks={settings.socialLinks} variant={variant} />
    </ContactLauncherContext.Provider>,
  );

describe('Footer', () => {
  it('links ABOUT to the contributors page and DONATE to the external page, safely', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'ABOUT' })).toHaveAttribute('href', '/contributors');
    const donate = screen.getByRole('link', { name: 'DONATE' });
    expect(donate).toHaveAttribute('href', settings.donateUrl);
    expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the general contact form from CONTACT', async () => {
    const openContact = jest.fn();
    renderFooter('default', openContact);
    await userEvent.click(screen.getByRole('button', { name: 'CONTACT' }));
    expect(openContact).toHaveBeenCalledWith('general');
  });

  it('opens the site improvements form from FEEDBACK', async () => {
    const openContact = jest.fn();
    renderFooter('default', openContact);
    await userEvent.click(screen.getByRole('button', { name: 'FEEDBACK' }));
    expect(openContact).toHaveBeenCalledWith('site improvements');
  });

  it('leaves CONTACT out while no contact form is wired', () => {
    renderFooter();
    expect(screen.queryByRole('button', { name: 'CONTACT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'FEEDBACK' })).not.toBeInTheDocument();
  });

  it('shows the social links in a popup that Escape closes', async () => {
    const user = userEvent.setup();
    renderFooter();
    const toggle = screen.getByRole('button', { name: 'FOLLOW US' });
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', settings.socialLinks[0].url);
    expect(screen.getByRole('link', { name: 'TikTok' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('scrolls to the top, except in the short error-page variant', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    const { unmount } = renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    unmount();
    renderFooter('error');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});
