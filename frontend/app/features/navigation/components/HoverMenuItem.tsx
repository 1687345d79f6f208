import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useHoverFocusMenu } from '../hooks/useHoverFocusMenu';
import { FlyoutList } from './FlyoutList';
import { NavTextLink } from './NavTextLink';

interface HoverMenuItemProps {
  /** The item's own page, e.g. /scans or a designer's collection. */
  to: string;
  label: string;
  labelSx?: SxProps<Theme>;
  placement: 'below' | 'beside';
  /** The submenu's <li> items. */
  children: ReactNode;
}

/** A menu item whose submenu opens on hover and on keyboard focus. */
export function HoverMenuItem({ to, label, labelSx, placement, children }: HoverMenuItemProps) {
  const { open, triggerRef, containerProps } = useHoverFocusMenu();
  const listId = useId();
  return (
    <Box component="li" sx={{ position: 'relative' }} {...containerProps}>
      <NavTextLink ref={triggerRef} to={to} aria-expanded={open} aria-controls={listId} sx={labelSx}>
        {label}
      </NavTextLink>
      {/* Rendered only while open: pages stay light, and hidden links never sit in the tab order. */}
      {open && (
        <FlyoutList id={listId} placement={placement}>
          {children}
        </FlyoutList>
      )}
    </Box>
  );
}
