import { type KeyboardEvent, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import type { Image, PageBox } from '@folio/core';
import { useZoomPan } from '../hooks/useZoomPan';
import { deepZoomOf } from '../utils/deepZoom';
import { aspectRatio } from '../utils/imageSources';
import type { ReaderText } from '../utils/readerText';
import { type KeyBinding, ZOOM_KEYS, ariaKeys } from '../utils/shortcuts';
import { PAN_STEP, ZOOM_STEP } from '../utils/zoom';
import type { ZoomRegion } from '../utils/zoomRegion';
import { type DeepZoomHandle, DeepZoomViewer } from './DeepZoomViewer';
import { HighlightMarks } from './HighlightMarks';
import { PageTurnButton } from './PageTurnButton';

interface ZoomOverlayProps {
  open: boolean;
  page: number;
  pageCount: number;
  image: Image;
  text: ReaderText;
  /** Where a page with tiles opens (from the URL); null or 'full' for the whole page. */
  initialRegion?: ZoomRegion | null;
  /** False when nothing opened the view (a linked URL): the reader then places focus itself on close. */
  restoreFocus?: boolean;
  onClose: () => void;
  /** Previous or next page, staying in the zoom view. */
  onPageChange: (page: number) => void;
  /** A page with tiles came to rest on this region. */
  onRegionChange?: (page: number, region: ZoomRegion) => void;
  /** The closing transition has ended. */
  onExited?: () => void;
  /** Found words to mark on this page: over the tiles in deep zoom, over the magnified image otherwise. */
  highlights?: PageBox[];
}

const matches = (binding: KeyBinding, key: string) => binding.keys.includes(key);

/** Arrow keys as a move of the view: ← shows more of the page's left side. */
const PAN_KEYS: [KeyBinding, number, number][] = [
  [ZOOM_KEYS.panLeft, -1, 0],
  [ZOOM_KEYS.panRight, 1, 0],
  [ZOOM_KEYS.panUp, 0, -1],
  [ZOOM_KEYS.panDown, 0, 1],
];

/**
 * One page at full resolution over the whole screen, zoomed and panned by wheel, pinch, drag, buttons or keys,
 * with previous and next page inside it. A page with a tile pyramid (`deepZoom`) is shown by OpenSeadragon
 * from its IIIF tiles; any other page (or one whose tiles fail to load) is the full image, magnified.
 * The dialog keeps focus inside while open and hands it back to the control that opened it; Escape closes it.
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
}: ZoomOverlayProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [surface, setSurface] = useState<HTMLDivElement | null>(null);
  const { state, gesturing, zoomBy, pan, reset, surfaceHandlers } = useZoomPan(surface);
  const deepZoomHandle = useRef<DeepZoomHandle | null>(null);
  // Pages whose tiles could not be loaded fall back to the full image for as long as the view is open.
  const [failedHashes, setFailedHashes] = useState<string[]>([]);
  const hash = deepZoomOf(image);
  const deep = hash !== null && !failedHashes.includes(hash);
  const titleId = useId();
  const hintId = useId();
  const atStart = page <= 1;
  const atEnd = page >= pageCount;

  const controls = deep
    ? {
        zoomBy: (factor: number) => deepZoomHandle.current?.zoomBy(factor),
        pan: (x: number, y: number) => deepZoomHandle.current?.pan(x * PAN_STEP, y * PAN_STEP),
        fit: () => deepZoomHandle.current?.fit(),
      }
    : {
        zoomBy: (factor: number) => zoomBy(factor),
        // Moving the view left shows more of the page's left side, so the page itself moves right.
        pan: (x: number, y: number) => pan(-x * PAN_STEP, -y * PAN_STEP),
        fit: reset,
      };

  const turnTo = (target: number) => {
    if (target < 1 || target > pageCount || target === page) return;
    reset();
    onPageChange(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    const panKey = PAN_KEYS.find(([binding]) => matches(binding, key));
    if (matches(ZOOM_KEYS.zoomIn, key)) controls.zoomBy(ZOOM_STEP);
    else if (matches(ZOOM_KEYS.zoomOut, key)) controls.zoomBy(1 / ZOOM_STEP);
    else if (matches(ZOOM_KEYS.fit, key)) controls.fit();
    else if (panKey) controls.pan(panKey[1], panKey[2]);
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
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      disableRestoreFocus={!restoreFocus}
      transitionDuration={reducedMotion ? 0 : undefined}
      slotProps={{
        transition: {
          onExited: () => {
            reset();
            setFailedHashes([]);
            onExited?.();
          },
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="body1" sx={{ flex: 1, fontWeight: 700 }} noWrap>
          {text.zoomDialog(page)}
        </Typography>
        <PageTurnButton
          label={text.previous}
          atEnd={atStart}
          binding={ZOOM_KEYS.previousPage}
          onClick={() => turnTo(page - 1)}
          icon={<NavigateBeforeIcon />}
        />
        <PageTurnButton
          label={text.next}
          atEnd={atEnd}
          binding={ZOOM_KEYS.nextPage}
          onClick={() => turnTo(page + 1)}
          icon={<NavigateNextIcon />}
        />
        <IconButton aria-label={text.zoomOut} onClick={() => controls.zoomBy(1 / ZOOM_STEP)}>
          <ZoomOutIcon />
        </IconButton>
        <IconButton aria-label={text.zoomIn} onClick={() => controls.zoomBy(ZOOM_STEP)}>
          <ZoomInIcon />
        </IconButton>
        <IconButton aria-label={text.zoomFit} aria-keyshortcuts={ariaKeys(ZOOM_KEYS.fit)} onClick={controls.fit}>
          <FitScreenIcon />
        </IconButton>
        <IconButton aria-label={text.zoomClose} aria-keyshortcuts={ariaKeys(ZOOM_KEYS.close)} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {deep ? (
        <DeepZoomViewer
          // One viewer per page: a page turn opens the next page's tiles at fit.
          key={`${page}:${hash}`}
          hash={hash}
          label={text.zoomViewer(page)}
          loadingText={text.zoomLoading}
          initialRegion={initialRegion}
          highlights={highlights}
          reducedMotion={reducedMotion}
          onRegionChange={(region) => onRegionChange?.(page, region)}
          onFailed={() => setFailedHashes((failed) => [...failed, hash])}
          handleRef={deepZoomHandle}
        />
      ) : (
        <Box
          ref={setSurface}
          data-zoom={state.scale.toFixed(2)}
          {...surfaceHandlers}
          sx={{
            flex: 1,
            minHeight: 0,
            overflow: 'hidden',
            // The page sits in the middle, and its size is worked out from the surface's (container units).
            display: 'grid',
            placeItems: 'center',
            containerType: 'size',
            touchAction: 'none',
            cursor: state.scale > 1 ? (gesturing ? 'grabbing' : 'grab') : 'zoom-in',
            bgcolor: 'action.hover',
          }}
        >
          {/*
            The page's own box, sized as the image drawn to fit (object-fit: contain would leave the box the
            surface's size), so the marks' fractions land on the words; it is what zooms and pans.
          */}
          <Box
            data-zoom-frame=""
            sx={{
              position: 'relative',
              width: `min(100cqw, calc(100cqh * ${aspectRatio(image)}))`,
              aspectRatio: String(aspectRatio(image)),
            }}
            // Inline, not sx: the transform changes on every pointer move and would mint a style rule each time.
            style={{
              transform: `translate(${state.x}px, ${state.y}px) scale(${state.scale})`,
              // Follow fingers and the mouse at once; ease button and key steps unless motion is reduced.
              transition: gesturing || reducedMotion ? 'none' : 'transform 150ms ease-out',
            }}
          >
            <Box
              component="img"
              src={image.url}
              width={image.width}
              height={image.height}
              alt={text.alt(page)}
              draggable={false}
              sx={{ display: 'block', width: '100%', height: '100%', userSelect: 'none' }}
            />
            <HighlightMarks boxes={highlights} />
          </Box>
        </Box>
      )}
      <Typography id={hintId} variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary', textAlign: 'center' }}>
        {text.zoomHint}
      </Typography>
    </Dialog>
  );
}
