import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCatalogMenus } from '../menus';
import { archives, scans } from '../../../../test/fixtures/catalog';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { MobileMenuButton } from './MobileMenuButton';

describe('MobileMenuButton', () => {
  it('opens a menu as complete as the desktop one: sections, designers A-Z, "All {type}" and titles', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenuButton menus={buildCatalogMenus(scans, archives)} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'ARTICLES' })).toHaveAttribute('href', '/articles');
    await user.click(within(menu).getByText('SCANS'));
    await user.click(within(menu).getAllByText('Comme des Garçons')[0]);
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining(['Collections A-Z', 'All Scans', 'Six Issue 1', 'Six Issue 2', 'Six Issue 10']),
    );
    expect(links.indexOf('Six Issue 2')).toBeLessThan(links.indexOf('Six Issue 10'));
  });

  it('closes on the close button and when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenuButton menus={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    const openButton = screen.getByRole('button', { name: 'Open menu', hidden: true });
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    await user.click(openButton);
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    // Without menu data the sections are plain links.
    expect(within(menu).getByRole('link', { name: 'SCANS' })).toHaveAttribute('href', '/scans');
    await user.click(within(menu).getByRole('link', { name: 'ARCHIVES' }));
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
  });
});
