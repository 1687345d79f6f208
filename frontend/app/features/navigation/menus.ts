/** Navbar menus: designers or brands A-Z, each with its titles A-Z. */
import type { ArchiveEntry, Scan } from '@folio/core';
import { groupByDesigner, type DesignerGroup } from '../../lib/content/groups';

export interface MenuLink {
  title: string;
  path: string;
}

export type DesignerMenu = DesignerGroup<MenuLink>;

export interface CatalogMenus {
  scans: DesignerMenu[];
  archives: DesignerMenu[];
}

const toMenuLink = (entry: Scan | ArchiveEntry): MenuLink => ({ title: entry.title, path: entry.path });

/** Only scans with a year of publication appear in the menus, as the spec's navbar asks. */
export const buildCatalogMenus = (scans: readonly Scan[], archives: readonly ArchiveEntry[]): CatalogMenus => ({
  scans: groupByDesigner(
    'scans',
    scans.filter((scan) => typeof scan.yearPublished === 'number'),
    toMenuLink,
  ),
  archives: groupByDesigner('archives', archives, toMenuLink),
});
