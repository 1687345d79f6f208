import type { DesignerMenu } from '../menus';
import { NavTextLink } from './NavTextLink';

/** A designer's menu items: "All {type}" (their collection page), then each title. */
export function DesignerEntryLinks({ designer, typeLabel }: { designer: DesignerMenu; typeLabel: string }) {
  return (
    <>
      <li>
        <NavTextLink to={designer.path} sx={{ fontWeight: 700 }}>
          All {typeLabel}
        </NavTextLink>
      </li>
      {designer.entries.map((entry) => (
        <li key={entry.path}>
          <NavTextLink to={entry.path}>{entry.title}</NavTextLink>
        </li>
      ))}
    </>
  );
}
