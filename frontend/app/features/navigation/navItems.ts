import type { CatalogMenus } from './menus';

/** The navbar's three sections, in order; Scans and Archives carry designer submenus. */
export interface NavSection {
  label: string;
  path: string;
  typeLabel: string;
  menuKey: keyof CatalogMenus | null;
}

/**
 * From this breakpoint the navbar has room for the three sections in a row beside the logo, the expanded search
 * box and the donate link; narrower screens open them from the hamburger instead (record 181).
 */
export const INLINE_MENU_BREAKPOINT = 'md';

export const NAV_SECTIONS: NavSection[] = [
  { label: 'ARTICLES', path: '/articles', typeLabel: 'Articles', menuKey: null },
  { label: 'SCANS', path: '/scans', typeLabel: 'Scans', menuKey: 'scans' },
  { label: 'ARCHIVES', path: '/archives', typeLabel: 'Archives', menuKey: 'archives' },
];
