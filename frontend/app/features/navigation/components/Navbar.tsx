import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { CONTENT_MAX_WIDTH_PX } from '@folio/core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CatalogMenus } from '../menus';
import { DesktopNav } from './DesktopNav';
import { DonateIconLink } from './DonateIconLink';
import { MobileMenuButton } from './MobileMenuButton';

interface NavbarProps {
  siteName: string;
  menus: CatalogMenus | undefined;
  donateUrl: string | null;
  /** The search box (provided by the search feature). */
  searchBox?: ReactNode;
}

/**
 * What MUI's AppBar renders with the theme's defaults (sticky, elevation 0, color inherit, bottom
 * border), as plain styles: AppBar would bring Paper into every first load for a flat bar.
 */
const APP_BAR_SX = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: 'appBar',
  top: 0,
  left: 'auto',
  right: 0,
  bgcolor: 'background.paper',
  color: 'inherit',
  boxShadow: 'none',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

export function Navbar({ siteName, menus, donateUrl, searchBox }: NavbarProps) {
  return (
    <Box component="header" sx={APP_BAR_SX}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 }, maxWidth: CONTENT_MAX_WIDTH_PX, width: '100%', mx: 'auto' }}>
        <MobileMenuButton menus={menus} />
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          sx={{
            fontWeight: 800,
            fontSize: '1.5rem',
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
            mr: { sm: 2 },
          }}
          aria-label={`${siteName}, home`}
        >
          {siteName}
        </Link>
        <DesktopNav menus={menus} />
        <Box sx={{ flexGrow: 1 }} />
        {searchBox}
        {donateUrl && <DonateIconLink href={donateUrl} />}
      </Toolbar>
    </Box>
  );
}
