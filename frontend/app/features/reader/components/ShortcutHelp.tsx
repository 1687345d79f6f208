import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReaderText } from '../utils/readerText';
import { focusRing } from '../../../lib/theme/themePrimitives';
import { READER_KEYS, ZOOM_KEYS } from '../utils/shortcuts';
import { ShortcutList } from './ShortcutList';

interface ShortcutHelpProps {
  text: ReaderText;
  /** Full screen is left out where the browser cannot do it. */
  fullscreenSupported: boolean;
}

/** The reader's keyboard shortcuts, listed on the page behind a disclosure so they can be found. */
export function ShortcutHelp({ text, fullscreenSupported }: ShortcutHelpProps) {
  const { fullscreen, ...always } = text.help.reader;
  const readerDescriptions = fullscreenSupported ? { ...always, fullscreen } : always;
  return (
    <Box
      component="details"
      sx={{
        mt: 1,
        typography: 'body2',
        '& summary': { cursor: 'pointer', py: 0.5, width: 'fit-content' },
        '& summary:focus-visible': focusRing,
      }}
    >
      <summary>{text.help.heading}</summary>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, pt: 1 }}>
        <ShortcutList bindings={READER_KEYS} descriptions={readerDescriptions} />
        <div>
          <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {text.help.zoomHeading}
          </Typography>
          <ShortcutList bindings={ZOOM_KEYS} descriptions={text.help.zoom} />
        </div>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {text.help.touch}
      </Typography>
    </Box>
  );
}
