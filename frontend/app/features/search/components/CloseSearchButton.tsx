import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { MOBILE_BREAKPOINT_PX } from '@folio/core';

const MOBILE = `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.05}px)`;

/**
 * Closes the full-screen search box on a phone. Shown only once the box is expanded, so its code
 * (IconButton, ButtonBase) loads then rather than with the first page.
 */
export default function CloseSearchButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton
      aria-label="Close search"
      onClick={onClick}
      sx={{ display: 'none', [MOBILE]: { display: 'inline-flex' } }}
    >
      <CloseIcon />
    </IconButton>
  );
}
