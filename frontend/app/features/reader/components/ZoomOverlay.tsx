import { type KeyboardEvent, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import CropIcon from '@mui/icons-material/Crop';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import type { Image, PageBox } from '@folio/core';
import { deepZoomOf } from '../utils/deepZoom';
import type { ReaderText } from '../utils/readerText';
import { type KeyBinding, ZOOM_KEYS, ariaKeys } from '../utils/shortcuts';
import { type ViewMove, ZOOM_STEP, viewMoveFor } from '../../../lib/viewKeys';
import type { ReaderCitation } from '../utils/readerCitation';
import type { PixelRegion, ZoomRegion } from '../utils/zoomRegion';
import { type ZoomViewerHandle, ZoomViewer } from './ZoomViewer';
import { PageTurnButton } from './PageTurnButton';
import { RegionPanel } from './RegionPanel';
import { RegionSelection } from './RegionSelection';

interface ZoomOverlayProps {
  open: boolean;
  page: number;
  pageCount: number;
  image: Image;
  text: ReaderText;
  /** Where the view opens (from the URL); null or 'full' for the whole page. */
  initialRegion?: ZoomRegion | null;
  /** False when nothing opened the view (a linked URL): the reader then places focus itself on close. */
  restoreFocus?: boolean;
  onClose: () => void;
  /** Previous or next page, staying in the zoom view. */
  onPageChange: (page: number) => void;
  onRegionChange?: (page: number, region: ZoomRegion) => void;
  /** The closing transition has ended. */
  onExited?: () => void;
  highlights?: PageBox[];
  /** What a region of the page is cited with; without it the view offers no citing. */
  citation?: ReaderCitation;
  /** A cited region the view opened on, outlined. */
  outline?: PixelRegion | null;
  /** Said on opening, what the highlights show (they are only drawn): a search's found word. */
  announcement?: string;
}

const matches = (binding: KeyBinding, key: string) => binding.keys.includes(key);

/**
 * One page over the whole screen in OpenSeadragon, from its IIIF tiles when it has them (and they load),
 * else from its full image, with previous and next page inside it. The dialog keeps focus inside while
 * open and hands it back to the control that opened it; Escape closes it.
 */
export function ZoomOverlay({
  open,
  page,
  pageCount,
  image,
  text,
  initialRegion = null,
  restoreFocus = true,
  onClose,
  onPageChange,
  onRegionChange,
  onExited,
  highlights,
  citation,
  outline = null,
  announcement,
}: ZoomOverlayProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const viewer = useRef<ZoomViewerHandle | null>(null);
  // Pages whose tiles could not be loaded show their full image for as long as the view is open.
  const [failedHashes, setFailedHashes] = useState<string[]>([]);
  const hash = deepZoomOf(image);
  const tiles = hash !== null && !failedHashes.includes(hash) ? hash : null;
  const titleId = useId();
  const hintId = useId();
  const [selecting, setSelecting] = useState(false);
  const [cited, setCited] = useState<{ page: number; region: PixelRegion; open: boolean } | null>(null);
  const citing = cited?.open === true && cited.page === page;
  const citeRegion = (region: PixelRegion) => {
    setSelecting(false);
    setCited({ page, region, open: true });
  };
  const citeView = () => {
    const view = viewer.current?.view();
    if (!view) return;
    citeRegion(view === 'full' ? { x: 0, y: 0, width: image.width, height: image.height } : view);
  };
  const announcementId = useId();

  const move = (change: ViewMove) => viewer.current?.move(change);
  const fit = () => move('fit');
  const turnTo = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPageChange(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The citing dialog's fields take their own keys (0 and arrows among them).
    if (citing) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    const viewMove = viewMoveFor(event);
    if (viewMove) move(viewMove);
    else if (matches(ZOOM_KEYS.previousPage, key)) turnTo(page - 1);
    else if (matches(ZOOM_KEYS.nextPage, key)) turnTo(page + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      aria-describedby={announcement ? `${announcementId} ${hintId}` : hintId}
      onKeyDown={onKeyDown}
      disableRestoreFocus={!restoreFocus}
      transitionDuration={reducedMotion ? 0 : undefined}
      slotProps={{
        transition: {
          onExited: () => {
            setFailedHashes([]);
            onExited?.();
          },
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {announcement && (
          <Box id={announcementId} role="status" sx={visuallyHidden}>
            {announcement}
          </Box>
        )}
        <Typography id={titleId} component="h2" variant="body1" sx={{ flex: 1, fontWeight: 700 }} noWrap>
          {text.zoomDialog(page)}
        </Typography>
        <PageTurnButton
          label={text.previous}
          atEnd={page <= 1}
          binding={ZOOM_KEYS.previousPage}
          onClick={() => turnTo(page - 1)}
          icon={<NavigateBeforeIcon />}
        />
        <PageTurnButton
          label={text.next}
          atEnd={page >= pageCount}
          binding={ZOOM_KEYS.nextPage}
          onClick={() => turnTo(page + 1)}
          icon={<NavigateNextIcon />}
        />
        <IconButton aria-label={text.zoomOut} onClick={() => move({ zoomBy: 1 / ZOOM_STEP })}>
          <ZoomOutIcon />
        </IconButton>
        <IconButton aria-label={text.zoomIn} onClick={() => move({ zoomBy: ZOOM_STEP })}>
          <ZoomInIcon />
        </IconButton>
        <IconButton aria-label={text.zoomFit} aria-keyshortcuts={ariaKeys(ZOOM_KEYS.fit)} onClick={fit}>
          <FitScreenIcon />
        </IconButton>
        {citation && (
          <>
            <IconButton
              aria-label={text.selectRegion}
              aria-pressed={selecting}
              color={selecting ? 'secondary' : 'default'}
              onClick={() => setSelecting((on) => !on)}
            >
              <CropIcon />
            </IconButton>
            <IconButton aria-label={text.citeView} onClick={citeView}>
              <FormatQuoteIcon />
            </IconButton>
          </>
        )}
        <IconButton aria-label={text.zoomClose} aria-keyshortcuts={ariaKeys(ZOOM_KEYS.close)} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
        <ZoomViewer
          // One viewer per page and source: a page turn, or tiles that failed, open a new one at fit.
          key={`${page}:${tiles ?? image.url}`}
          tiles={tiles}
          imageUrl={image.url}
          label={text.zoomViewer(page)}
          loadingText={text.zoomLoading}
          failedText={text.zoomFailed}
          initialRegion={initialRegion}
          highlights={highlights}
          reducedMotion={reducedMotion}
          onRegionChange={(region) => onRegionChange?.(page, region)}
          onFailed={() => {
            if (tiles) setFailedHashes((failed) => [...failed, tiles]);
          }}
          handleRef={viewer}
        />
        <RegionSelection
          key={page}
          viewer={viewer}
          selecting={selecting}
          outline={cited?.page === page ? cited.region : outline}
          onSelect={citeRegion}
        />
      </Box>
      <Typography id={hintId} variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary', textAlign: 'center' }}>
        {selecting ? text.selectRegionHint : text.zoomHint}
      </Typography>
      {citation && cited?.page === page && (
        <RegionPanel
          open={citing}
          page={page}
          image={image}
          region={cited.region}
          citation={citation}
          onRegionChange={(region) => setCited({ page, region, open: true })}
          onClose={() => setCited((state) => state && { ...state, open: false })}
        />
      )}
    </Dialog>
  );
}
