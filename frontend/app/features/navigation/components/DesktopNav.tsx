import Box from '@mui/material/Box';
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
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'block' } }}>
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
