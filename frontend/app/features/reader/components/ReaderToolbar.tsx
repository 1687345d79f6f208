import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import DownloadIcon from '@mui/icons-material/Download';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import type { ReaderText } from '../utils/readerText';
import { READER_KEYS, ariaKeys } from '../utils/shortcuts';
import type { ReaderLayout } from '../utils/spreads';
import { PageJump } from './PageJump';
import { PageTurnButton } from './PageTurnButton';

interface ReaderToolbarProps {
  page: number;
  pageCount: number;
  atStart: boolean;
  atEnd: boolean;
  layout: ReaderLayout;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  text: ReaderText;
  onPrevious: () => void;
  onNext: () => void;
  onJump: (page: number) => void;
  onToggleLayout: () => void;
  /** The open page's original file, offered as a download (scans only). */
  downloadHref?: string;
}

/** Previous and next, the page indicator, and the layout and full screen switches. */
export function ReaderToolbar({
  page,
  pageCount,
  atStart,
  atEnd,
  layout,
  fullscreen,
  text,
  onPrevious,
  onNext,
  onJump,
  onToggleLayout,
  downloadHref,
}: ReaderToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 1, py: 1 }}>
      <PageTurnButton
        label={text.previous}
        atEnd={atStart}
        binding={READER_KEYS.previous}
        onClick={onPrevious}
        icon={<NavigateBeforeIcon />}
      />
      <PageJump page={page} pageCount={pageCount} text={text} onJump={onJump} />
      <PageTurnButton
        label={text.next}
        atEnd={atEnd}
        binding={READER_KEYS.next}
        onClick={onNext}
        icon={<NavigateNextIcon />}
      />
      <IconButton
        aria-label={text.spreadToggle}
        aria-pressed={layout === 'spread'}
        aria-keyshortcuts={ariaKeys(READER_KEYS.spread)}
        onClick={onToggleLayout}
        sx={{ ml: { sm: 2 }, '&[aria-pressed="true"]': { bgcolor: 'action.selected' } }}
      >
        <AutoStoriesIcon />
      </IconButton>
      {fullscreen.supported && (
        <IconButton
          aria-label={fullscreen.active ? text.exitFullscreen : text.fullscreen}
          aria-keyshortcuts={ariaKeys(READER_KEYS.fullscreen)}
          onClick={fullscreen.toggle}
        >
          {fullscreen.active ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
      )}
      {downloadHref && (
        // A `download` link: the analytics beacon reports it as a file download.
        <IconButton component="a" href={downloadHref} download aria-label={text.download(page)}>
          <DownloadIcon />
        </IconButton>
      )}
    </Box>
  );
}
