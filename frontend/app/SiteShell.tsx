import type { SiteSettings } from '@folio/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CatalogMenus } from './features/navigation/menus';
import { useCatalogMenus } from './features/navigation/api/useCatalogMenus';
import { useBusyStatus } from './features/status/api/useBusyStatus';
import { AppShell } from './components/layout/AppShell';
import { Navbar } from './features/navigation/components/Navbar';
import type { FooterVariant } from './components/layout/Footer';

export interface SiteShellProps {
  siteName: string;
  settings: SiteSettings | null;
  /** Menus from the server render; null when they could not be built there. */
  menus: CatalogMenus | null;
  footerVariant?: FooterVariant;
  /** Hook-up point for the search feature's box. */
  searchBox?: ReactNode;
  /** Hook-up point for toasts (contact feature). */
  toastArea?: ReactNode;
  children: ReactNode;
}

// Only shown while the site is rate limited: its code loads then.
const BusyScreen = lazy(() => import('./features/status/components/BusyScreen'));

const FALLBACK_INSTAGRAM_URL = 'https://www.instagram.com/';

/**
 * The shared page shell (components/layout) with the features it hosts: the navigation feature's bar
 * with menus refreshed through SWR, and the status feature's first-load rate-limit check, whose 429
 * replaces the whole shell with the busy screen.
 */
export function SiteShell({ siteName, settings, menus, searchBox, ...shell }: SiteShellProps) {
  const liveMenus = useCatalogMenus(menus);
  const { pathname } = useLocation();
  const busy = useBusyStatus();
  if (busy) {
    return (
      <Suspense fallback={null}>
        <BusyScreen instagramUrl={settings?.instagramUrl || FALLBACK_INSTAGRAM_URL} />
      </Suspense>
    );
  }
  return (
    <AppShell
      {...shell}
      siteName={siteName}
      settings={settings}
      isHome={pathname === '/'}
      navbar={
        <Navbar siteName={siteName} menus={liveMenus} donateUrl={settings?.donateUrl || null} searchBox={searchBox} />
      }
    />
  );
}
