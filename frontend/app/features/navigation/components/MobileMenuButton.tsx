import MenuIcon from '@mui/icons-material/Menu';
import { lazy, Suspense, useState } from 'react';
import type { CatalogMenus } from '../menus';
import { NavIconButton } from './NavIconButton';

const MobileMenu = lazy(() => import('./MobileMenu'));

/** The hamburger shown below 500 px; the menu itself is downloaded on first open. */
export function MobileMenuButton({ menus }: { menus: CatalogMenus | undefined }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <NavIconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <MenuIcon />
      </NavIconButton>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} menus={menus} />
        </Suspense>
      )}
    </>
  );
}
