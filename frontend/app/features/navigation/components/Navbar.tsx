import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { CONTENT_MAX_WIDTH_PX } from '@folio/core';
import type { ReactNode } from 'react';
import { NARROW_ROW_MEDIA } from '../../../lib/theme/navbarMedia';
import { Link as RouterLink } from 'react-router';
import type { CatalogMenus } from '../menus';
import { DesktopNav } from './DesktopNav';
import { DonateIconLink } from './DonateIconLink';
import { MobileMenuButton } from './MobileMenuButton';

interface NavbarProps {
  siteName: string;
  menus: CatalogMenus | undefined;
  donateUrl: string | null;
  searchBox?: ReactNode;
}

// AppBar's default look as plain styles: AppBar would bring Paper into every first load for a flat bar.
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
      <Toolbar
        sx={{
          gap: { xs: 0.5, sm: 2 },
          maxWidth: CONTENT_MAX_WIDTH_PX,
          width: '100%',
          mx: 'auto',
          // Tighter spacing keeps the sections in the row down to the mobile breakpoint (record 181).
          [NARROW_ROW_MEDIA]: { gap: 1, px: 2 },
        }}
      >
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
            [NARROW_ROW_MEDIA]: { fontSize: '1.25rem', mr: 0.5 },
            // A long site name gives way in a narrow row rather than push the search box off the screen.
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
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
