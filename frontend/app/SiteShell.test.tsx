import { screen, within } from '@testing-library/react';
import { buildCatalogMenus } from './features/navigation/menus';
import { archives, scans, settings } from '../test/fixtures/catalog';
import { renderWithProviders } from '../test/renderWithProviders';
import { fakeApi } from '../test/support/fakeApi';
import { SiteShell } from './SiteShell';

const renderShell = (path = '/articles') =>
  renderWithProviders(
    <SiteShell siteName="Folio" settings={settings} menus={buildCatalogMenus(scans, archives)}>
      <p>Page content</p>
    </SiteShell>,
    { path },
  );

describe('SiteShell', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());

  it('renders header, main content and footer', async () => {
    api = fakeApi({ 'GET /api/rate-limit': { status: 204 } });
    renderShell();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('ABOUT');
    expect(screen.getByRole('link', { name: 'Donate (opens in a new tab)' })).toHaveAttribute(
      'href',
      settings.donateUrl,
    );
  });

  it('is replaced as a whole by the busy screen when the rate-limit check answers 429', async () => {
    api = fakeApi({ 'GET /api/rate-limit': { status: 429 } });
    renderShell();
    expect(
      await screen.findByRole('heading', { name: 'OH SNAP! OUR WEBSITE IS CURRENTLY TOO BUSY' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check our Instagram' })).toHaveAttribute('href', settings.instagramUrl);
  });

  it('styles the home page main area apart from the other pages (its own side padding)', () => {
    api = fakeApi({ 'GET /api/rate-limit': { status: 204 } });
    const { unmount } = renderShell('/');
    const homeClass = screen.getByRole('main').className;
    unmount();
    renderShell('/articles');
    expect(screen.getByRole('main').className).not.toBe(homeClass);
  });
});
