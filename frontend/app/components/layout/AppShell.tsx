import Box from '@mui/material/Box';
import { CONTENT_MAX_WIDTH_PX, type SiteSettings } from '@folio/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { FooterVariant } from './Footer';
import { SkipToContentLink } from './SkipToContentLink';

export interface AppShellProps {
  siteName: string;
  settings: SiteSettings | null;
  navbar: ReactNode;
  isHome: boolean;
  footerVariant?: FooterVariant;
  toastArea?: ReactNode;
  children: ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

// Below the fold: the server renders it in place, the browser downloads its code after the first paint.
const Footer = lazy(() => import('./Footer'));

// The column's smallest side padding, which an image's `sizes` can count on.
export const MAIN_MIN_GUTTER_PX = 16;

export function AppShell({ siteName, settings, navbar, isHome, footerVariant, toastArea, children }: AppShellProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipToContentLink targetId={MAIN_CONTENT_ID} />
      {navbar}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          width: '100%',
          maxWidth: CONTENT_MAX_WIDTH_PX,
          mx: 'auto',
          px: isHome ? { xs: `${MAIN_MIN_GUTTER_PX}px`, sm: 4, md: 8 } : { xs: `${MAIN_MIN_GUTTER_PX}px`, sm: 3 },
          py: { xs: 3, sm: 5 },
          flexGrow: 1,
          outline: 'none',
        }}
      >
        {children}
      </Box>
      <Box
        aria-live="polite"
        sx={{
          position: 'fixed',
          bottom: 16,
          left: 16,
          right: 16,
          zIndex: 'snackbar',
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        {toastArea}
      </Box>
      <Suspense fallback={null}>
        <Footer
          siteName={siteName}
          donateUrl={settings?.donateUrl || null}
          socialLinks={settings?.socialLinks ?? []}
          variant={footerVariant}
        />
      </Suspense>
    </Box>
  );
}
