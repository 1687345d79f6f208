import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { CatalogMenus } from '../menus';
import { NAV_SECTIONS } from '../navItems';
import { DesignerEntryLinks } from './DesignerEntryLinks';
import { NavTextLink } from './NavTextLink';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  menus: CatalogMenus | undefined;
}

const summarySx = {
  cursor: 'pointer',
  px: 1.5,
  py: 1.25,
  fontWeight: 700,
  letterSpacing: '0.08em',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
} as const;

// Native disclosure widgets, so it works with touch, keyboard and screen readers alike.
export default function MobileMenu({ open, onClose, menus }: MobileMenuProps) {
  return (
    <Drawer
      anchor="top"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { height: '100%' }, 'aria-label': 'Site menu' } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label="Close menu">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main">
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
          onClick={(event) => {
            // Following any link closes the menu.
            if ((event.target as HTMLElement).closest('a')) onClose();
          }}
        >
          {NAV_SECTIONS.map((section) => {
            const designers = section.menuKey && menus ? menus[section.menuKey] : null;
            return (
              <li key={section.path}>
                {designers ? (
                  <Box component="details">
                    <Box component="summary" sx={summarySx}>
                      {section.label}
                    </Box>
                    <Box component="ul" sx={{ m: 0, pl: 2, listStyle: 'none' }}>
                      <li>
                        <NavTextLink to={section.path}>Collections A-Z</NavTextLink>
                      </li>
                      {designers.map((designer) => (
                        <li key={designer.path}>
                          <Box component="details">
                            <Box component="summary" sx={{ ...summarySx, fontWeight: 400, letterSpacing: 0 }}>
                              {designer.title}
                            </Box>
                            <Box component="ul" sx={{ m: 0, pl: 2, listStyle: 'none' }}>
                              <DesignerEntryLinks designer={designer} typeLabel={section.typeLabel} />
                            </Box>
                          </Box>
                        </li>
                      ))}
                    </Box>
                  </Box>
                ) : (
                  <NavTextLink
                    to={section.path}
                    sx={{ fontWeight: 700, letterSpacing: '0.08em', py: 1.25, fontSize: '1rem' }}
                  >
                    {section.label}
                  </NavTextLink>
                )}
              </li>
            );
          })}
        </Box>
      </Box>
    </Drawer>
  );
}
