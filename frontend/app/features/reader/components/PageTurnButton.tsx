import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import { type KeyBinding, ariaKeys } from '../utils/shortcuts';

interface PageTurnButtonProps {
  label: string;
  atEnd: boolean;
  binding?: KeyBinding;
  onClick: () => void;
  icon: ReactNode;
}

/** aria-disabled at the end, not disabled, which would drop the keyboard focus to the document. */
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
