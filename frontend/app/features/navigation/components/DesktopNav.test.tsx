import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCatalogMenus } from '../menus';
import { archives, scans } from '../../../../test/fixtures/catalog';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { DesktopNav } from './DesktopNav';

const menus = buildCatalogMenus(scans, archives);
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('DesktopNav', () => {
  it('shows ARTICLES, SCANS and ARCHIVES with their submenus closed', () => {
    renderWithProviders(<DesktopNav menus={menus} />);
    const links = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['ARTICLES', 'SCANS', 'ARCHIVES']);
    expect(screen.getByRole('link', { name: 'SCANS' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the Scans submenu on hover: Collections A-Z, then designers A-Z', () => {
    renderWithProviders(<DesktopNav menus={menus} />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'SCANS' }).closest('li')!);
    const submenu = document.getElementById(
      screen.getByRole('link', { name: 'SCANS' }).getAttribute('aria-controls')!,
    )!;
    expect(
      within(submenu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Collections A-Z', 'A.P.C.', 'Comme des Garçons', 'Maison Martin Margiela', 'Yohji Yamamoto']);
    expect(within(submenu).getByRole('link', { name: 'Collections A-Z' })).toHaveAttribute('href', '/scans');
    fireEvent.mouseLeave(screen.getByRole('link', { name: 'SCANS' }).closest('li')!);
    expect(screen.queryByRole('link', { name: 'Collections A-Z' })).not.toBeInTheDocument();
  });

  it('opens a designer\'s second level with "All Scans" and the titles in natural order', () => {
    renderWithProviders(<DesktopNav menus={menus} />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'SCANS' }).closest('li')!);
    const designer = screen.getByRole('link', { name: 'Comme des Garçons' });
    fireEvent.mouseEnter(designer.closest('li')!);
    const titles = within(document.getElementById(designer.getAttribute('aria-controls')!)!).getAllByRole('link');
    expect(titles.map((link) => link.textContent)).toEqual(['All Scans', 'Six Issue 1', 'Six Issue 2', 'Six Issue 10']);
    expect(titles[0]).toHaveAttribute('href', '/scans/comme-des-garçons');
  });

  it('opens submenus on keyboard focus and closes them with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesktopNav menus={menus} />);
    await user.tab(); // ARTICLES
    await user.tab(); // SCANS
    const trigger = screen.getByRole('link', { name: 'SCANS' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Collections A-Z' })).toHaveFocus();
    await user.tab();
    const designer = screen.getByRole('link', { name: 'A.P.C.' });
    expect(designer).toHaveFocus();
    expect(designer).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'All Scans' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(designer).toHaveFocus();
    expect(designer).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a submenu when focus leaves it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesktopNav menus={menus} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'SCANS' })).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'ARTICLES' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'SCANS' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('falls back to plain ARTICLES, SCANS, ARCHIVES links when the menu data is missing', () => {
    renderWithProviders(<DesktopNav menus={undefined} />);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ARTICLES', '/articles'],
      ['SCANS', '/scans'],
      ['ARCHIVES', '/archives'],
    ]);
    fireEvent.mouseEnter(links[1].closest('li')!);
    expect(screen.queryByText('Collections A-Z')).not.toBeInTheDocument();
    expect(links[1]).not.toHaveAttribute('aria-expanded');
  });
});
