import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';

export function ScrollToTopButton() {
  return (
    <IconButton
      aria-label="Scroll to top"
      onClick={() => {
        const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
      }}
      sx={{ border: 1, borderColor: 'divider' }}
    >
      <KeyboardArrowUpIcon />
    </IconButton>
  );
}
