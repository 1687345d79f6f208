import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import { type KeyBinding, ariaKeys } from '../utils/shortcuts';

interface PageTurnButtonProps {
  label: string;
  /** At the first or last spread there is nowhere to turn to. */
  atEnd: boolean;
  /** Its keyboard shortcut, announced with it. */
  binding?: KeyBinding;
  onClick: () => void;
  icon: ReactNode;
}

/**
 * Previous or next (page or search result). It stays focusable at the end (aria-disabled rather than disabled): a disabled button
 * under the keyboard focus would drop the focus to the document on the last page turn.
 */
export function PageTurnButton({ label, atEnd, binding, onClick, icon }: PageTurnButtonProps) {
  return (
    <IconButton
      aria-label={label}
      aria-disabled={atEnd}
      aria-keyshortcuts={binding && ariaKeys(binding)}
      onClick={onClick}
      sx={{ '&[aria-disabled="true"]': { opacity: 0.38, cursor: 'default' } }}
    >
      {icon}
    </IconButton>
  );
}
