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
  menus: CatalogMenus | null;
  footerVariant?: FooterVariant;
  searchBox?: ReactNode;
  toastArea?: ReactNode;
  children: ReactNode;
}

// Only shown while the site is rate limited: its code loads then.
const BusyScreen = lazy(() => import('./features/status/components/BusyScreen'));

const FALLBACK_INSTAGRAM_URL = 'https://www.instagram.com/';

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
