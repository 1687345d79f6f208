import type { CatalogMenus } from './menus';

/** The navbar's three sections, in order; Scans and Archives carry designer submenus. */
export interface NavSection {
  label: string;
  path: string;
  typeLabel: string;
  menuKey: keyof CatalogMenus | null;
}

export const NAV_SECTIONS: NavSection[] = [
  { label: 'ARTICLES', path: '/articles', typeLabel: 'Articles', menuKey: null },
  { label: 'SCANS', path: '/scans', typeLabel: 'Scans', menuKey: 'scans' },
  { label: 'ARCHIVES', path: '/archives', typeLabel: 'Archives', menuKey: 'archives' },
];
