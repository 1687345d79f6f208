import type { DesignerMenu } from '../menus';
import { DesignerEntryLinks } from './DesignerEntryLinks';
import { HoverMenuItem } from './HoverMenuItem';

interface DesignerSubmenuProps {
  designer: DesignerMenu;
  /** "Scans" or "Archives", for the "All {type}" entry. */
  typeLabel: string;
}

/** Second menu level: one designer or brand, opening "All {type}" and its titles to the side. */
export function DesignerSubmenu({ designer, typeLabel }: DesignerSubmenuProps) {
  return (
    <HoverMenuItem
      to={designer.path}
      label={designer.title}
      // The chevron is decoration: its empty alternative text ("/ ''") keeps it out of the link's accessible name.
      labelSx={{ pr: 4, '&::after': { content: '"›" / ""', position: 'absolute', right: 12 } }}
      placement="beside"
    >
      <DesignerEntryLinks designer={designer} typeLabel={typeLabel} />
    </HoverMenuItem>
  );
}
