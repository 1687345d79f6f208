import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { NARROW_ROW_MEDIA, PHONE_MEDIA } from '../../../lib/theme/navbarMedia';

// Shown only once the box is expanded, so its code (IconButton, ButtonBase) loads then rather than with the first page.
export default function CloseSearchButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton
      aria-label="Close search"
      onClick={onClick}
      sx={{
        display: 'none',
        [PHONE_MEDIA]: { display: 'inline-flex' },
        [NARROW_ROW_MEDIA]: { display: 'inline-flex' },
      }}
    >
      <CloseIcon />
    </IconButton>
  );
}
