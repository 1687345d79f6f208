import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SITE_NAME_DEFAULT } from '@folio/core';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { lazy, Suspense } from 'react';
import { SWRConfig } from 'swr';
import type { Route } from './+types/root';
import { ContactProvider } from './features/contact/components/ContactProvider';
import { ContactToastArea } from './features/contact/components/ContactToastArea';
import { SiteShell } from './SiteShell';
import { SearchBox } from './features/search/components/SearchBox';
import { buildNotFoundHead } from './features/status/api/notFoundHead.server';
import { content } from './lib/content/content.server';
import { buildCatalogMenus, type CatalogMenus } from './features/navigation/menus';
import { metaTags } from './lib/seo/pageHead';
import { siteIdentity } from './lib/seo/pageHead.server';
import { swrConfig } from './lib/swr';
import { EMOTION_INSERTION_POINT } from './lib/theme/emotionCache';
import { theme } from './lib/theme';

// Status screens are rare: their code loads only when one is shown (the server still renders them in place).
const ErrorScreen = lazy(() => import('./features/status/components/ErrorScreen'));
const NotFoundScreen = lazy(() => import('./features/status/components/NotFoundScreen'));
// Renders nothing and only reacts to what happens after the page is shown: loads after hydration.
const AnalyticsBeacon = lazy(() =>
  import('./features/analytics/components/AnalyticsBeacon').then((module) => ({ default: module.AnalyticsBeacon })),
);

async function loadMenus(): Promise<CatalogMenus | null> {
  try {
    const [scans, archives] = await Promise.all([content.scans(), content.archives()]);
    return buildCatalogMenus(scans, archives);
  } catch (error) {
    // Menu failures are only logged and the navbar keeps plain links.
    console.error('[site] menus unavailable:', (error as Error).message);
    return null;
  }
}

async function loadSettings() {
  try {
    return (await content.site()).settings;
  } catch {
    return null;
  }
}

/** Never throws: the shell must render (with fallbacks) even when the CMS is down. */
export async function loader() {
  const [identity, settings, menus, notFoundHead] = await Promise.all([
    siteIdentity(),
    loadSettings(),
    loadMenus(),
    buildNotFoundHead(),
  ]);
  return { siteName: identity.siteName, settings, menus, notFoundHead };
}

// Menus and settings change rarely; the client refreshes them through SWR instead of on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (!error || !data) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return metaTags(notFound ? data.notFoundHead : { ...data.notFoundHead, title: `Unavailable | ${data.siteName}` });
};

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.palette.background.default} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="alternate" type="application/rss+xml" title="Articles" href="/rss.xml" />
        <Meta />
        <Links />
        <meta name={EMOTION_INSERTION_POINT} content="" />
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The contact modal is hooked up through ContactProvider, which provides lib/contactLauncher.ts's `openContact`.
export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <SWRConfig value={swrConfig}>
      <Suspense fallback={null}>
        <AnalyticsBeacon />
      </Suspense>
      <ContactProvider>
        <SiteShell
          siteName={data.siteName}
          settings={data.settings}
          menus={data.menus}
          searchBox={<SearchBox />}
          toastArea={<ContactToastArea />}
        >
          <Outlet />
        </SiteShell>
      </ContactProvider>
    </SWRConfig>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SWRConfig value={swrConfig}>
      <ContactProvider>
        <SiteShell
          siteName={data?.siteName ?? SITE_NAME_DEFAULT}
          settings={data?.settings ?? null}
          menus={data?.menus ?? null}
          footerVariant="error"
          searchBox={<SearchBox />}
          toastArea={<ContactToastArea />}
        >
          <Suspense fallback={null}>{notFound ? <NotFoundScreen /> : <ErrorScreen />}</Suspense>
        </SiteShell>
      </ContactProvider>
    </SWRConfig>
  );
}
