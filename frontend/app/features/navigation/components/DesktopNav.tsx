import Box from '@mui/material/Box';
import { NARROW_ROW_MEDIA } from '../../../lib/theme/navbarMedia';
import type { CatalogMenus } from '../menus';
import { NAV_SECTIONS } from '../navItems';
import { CatalogNavMenu } from './CatalogNavMenu';
import { NavTextLink } from './NavTextLink';

interface DesktopNavProps {
  /** Undefined when the menu data could not be loaded: plain links remain, so the site stays navigable. */
  menus: CatalogMenus | undefined;
}

export function DesktopNav({ menus }: DesktopNavProps) {
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        display: { xs: 'none', sm: 'block' },
        // The sections' own labels (not their flyouts' links) in tighter type where the row is narrow.
        [NARROW_ROW_MEDIA]: { '& > ul > li > a': { px: 1, fontSize: '0.8125rem', letterSpacing: '0.04em' } },
      }}
    >
      <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
        {NAV_SECTIONS.map((section) =>
          section.menuKey && menus ? (
            <CatalogNavMenu
              key={section.path}
              label={section.label}
              listPath={section.path}
              typeLabel={section.typeLabel}
              designers={menus[section.menuKey]}
            />
          ) : (
            <li key={section.path}>
              <NavTextLink to={section.path} sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
                {section.label}
              </NavTextLink>
            </li>
          ),
        )}
      </Box>
    </Box>
  );
}
