import { screen, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient } from './lib/api-client';
import { buildCatalogMenus } from './features/navigation/menus';
import { archives, scans, settings } from '../test/fixtures/catalog';
import { renderWithProviders } from '../test/renderWithProviders';
import { SiteShell } from './SiteShell';

jest.mock('./lib/api-client', () => {
  const actual = jest.requireActual('./lib/api-client');
  return { ...actual, apiClient: { get: jest.fn() } };
});

const get = apiClient.get as jest.Mock;

const renderShell = (path = '/articles') =>
  renderWithProviders(
    <SiteShell siteName="Folio" settings={settings} menus={buildCatalogMenus(scans, archives)}>
      <p>Page content</p>
    </SiteShell>,
    { path },
  );

describe('SiteShell', () => {
  beforeEach(() => get.mockReset());

  it('renders header, main content and footer', async () => {
    get.mockResolvedValue({ status: 200, data: {} });
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
    get.mockRejectedValue(
      new AxiosError('Too Many Requests', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 429,
        statusText: 'Too Many Requests',
        data: null,
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    renderShell();
    expect(
      await screen.findByRole('heading', { name: 'OH SNAP! OUR WEBSITE IS CURRENTLY TOO BUSY' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check our Instagram' })).toHaveAttribute('href', settings.instagramUrl);
  });

  it('styles the home page main area apart from the other pages (its own side padding)', () => {
    get.mockResolvedValue({ status: 200, data: {} });
    const { unmount } = renderShell('/');
    const homeClass = screen.getByRole('main').className;
    unmount();
    renderShell('/articles');
    expect(screen.getByRole('main').className).not.toBe(homeClass);
  });
});
