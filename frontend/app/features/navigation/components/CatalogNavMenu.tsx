import type { DesignerMenu } from '../menus';
import { DesignerSubmenu } from './DesignerSubmenu';
import { HoverMenuItem } from './HoverMenuItem';
import { NavTextLink } from './NavTextLink';

interface CatalogNavMenuProps {
  /** Navbar label, e.g. "SCANS". */
  label: string;
  /** The full list page, e.g. "/scans". */
  listPath: string;
  typeLabel: string;
  designers: DesignerMenu[];
}

/** A navbar item with its submenu: "Collections A-Z", then one entry per designer or brand. */
export function CatalogNavMenu({ label, listPath, typeLabel, designers }: CatalogNavMenuProps) {
  return (
    <HoverMenuItem to={listPath} label={label} labelSx={{ fontWeight: 700, letterSpacing: '0.08em' }} placement="below">
      <li>
        <NavTextLink to={listPath} sx={{ fontWeight: 700 }}>
          Collections A-Z
        </NavTextLink>
      </li>
      {designers.map((designer) => (
        <DesignerSubmenu key={designer.path} designer={designer} typeLabel={typeLabel} />
      ))}
    </HoverMenuItem>
  );
}
