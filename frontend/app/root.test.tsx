/** root.tsx wraps every page in `<SWRConfig value={swrConfig}>` (lib/swr.test.ts checks the settings themselves). */
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useSWRConfig } from 'swr';
import { archives, scans } from '../test/fixtures/catalog';
import { buildCatalogMenus } from './features/navigation/menus';
import { swrConfig } from './lib/swr';
import { fakeApi } from '../test/support/fakeApi';

// The root component reads its loader's data; jsdom has no fetch Request for a data router, so it is handed over here.
jest.mock('react-router', () => ({
  ...jest.requireActual('react-router'),
  useLoaderData: () => mockRootData,
}));

/** The root loader's data: with server-built menus, the shell asks nothing of the CMS but the rate limit. */
const mockRootData = {
  siteName: 'Folio',
  settings: null,
  menus: buildCatalogMenus(scans, archives),
  notFoundHead: null,
};

describe('the app root', () => {
  it('gives every page the app cache settings', async () => {
    const api = fakeApi({ 'GET /api/rate-limit': { status: 204 } });
    // The root module holds the server loader too; only its component is rendered here.
    const { default: App } = await import('./root');
    function Probe() {
      const config = useSWRConfig();
      return createElement(
        'output',
        { 'data-testid': 'swr' },
        JSON.stringify([config.dedupingInterval, config.focusThrottleInterval, config.errorRetryInterval]),
      );
    }
    render(
      createElement(
        MemoryRouter,
        null,
        createElement(
          Routes,
          null,
          createElement(
            Route,
            { path: '/', element: createElement(App) },
            createElement(Route, { index: true, element: createElement(Probe) }),
          ),
        ),
      ),
    );
    const { dedupingInterval, focusThrottleInterval, errorRetryInterval } = swrConfig;
    expect(await screen.findByTestId('swr')).toHaveTextContent(
      JSON.stringify([dedupingInterval, focusThrottleInterval, errorRetryInterval]),
    );
    api.restore();
  });
});
