import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { CONTENT_MAX_WIDTH_PX } from '@folio/core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CatalogMenus } from '../../../lib/content/menus';
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

export function Navbar({ siteName, menus, donateUrl, searchBox }: NavbarProps) {
  return (
    <AppBar position="sticky" component="header">
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
    </AppBar>
  );
}
