import { type KeyboardEvent, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import type { Image } from '@folio/core';
import { useZoomPan } from '../hooks/useZoomPan';
import type { ReaderText } from '../utils/readerText';
import { type KeyBinding, ZOOM_KEYS, ariaKeys } from '../utils/shortcuts';
import { PAN_STEP, ZOOM_STEP } from '../utils/zoom';

interface ZoomOverlayProps {
  open: boolean;
  page: number;
  image: Image;
  text: ReaderText;
  onClose: () => void;
}

const matches = (binding: KeyBinding, key: string) => binding.keys.includes(key);

/**
 * One page at full resolution over the whole screen, zoomed and panned by wheel, pinch, drag, buttons or keys.
 * The dialog keeps focus inside while open and hands it back to the control that opened it; Escape closes it.
 */
export function ZoomOverlay({ open, page, image, text, onClose }: ZoomOverlayProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [surface, setSurface] = useState<HTMLDivElement | null>(null);
  const { state, gesturing, zoomBy, pan, reset, surfaceHandlers } = useZoomPan(surface);
  const titleId = useId();
  const hintId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    if (matches(ZOOM_KEYS.zoomIn, key)) zoomBy(ZOOM_STEP);
    else if (matches(ZOOM_KEYS.zoomOut, key)) zoomBy(1 / ZOOM_STEP);
    else if (matches(ZOOM_KEYS.fit, key)) reset();
    // Moving the view left shows more of the page's left side, so the page itself moves right.
    else if (matches(ZOOM_KEYS.panLeft, key)) pan(PAN_STEP, 0);
    else if (matches(ZOOM_KEYS.panRight, key)) pan(-PAN_STEP, 0);
    else if (matches(ZOOM_KEYS.panUp, key)) pan(0, PAN_STEP);
    else if (matches(ZOOM_KEYS.panDown, key)) pan(0, -PAN_STEP);
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
      transitionDuration={reducedMotion ? 0 : undefined}
      slotProps={{ transition: { onExited: reset } }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="body1" sx={{ flex: 1, fontWeight: 700 }} noWrap>
          {text.zoomDialog(page)}
        </Typography>
        <IconButton aria-label={text.zoomOut} onClick={() => zoomBy(1 / ZOOM_STEP)}>
          <ZoomOutIcon />
        </IconButton>
        <IconButton aria-label={text.zoomIn} onClick={() => zoomBy(ZOOM_STEP)}>
          <ZoomInIcon />
        </IconButton>
        <IconButton aria-label={text.zoomFit} aria-keyshortcuts={ariaKeys(ZOOM_KEYS.fit)} onClick={reset}>
          <FitScreenIcon />
        </IconButton>
        <IconButton aria-label={text.zoomClose} aria-keyshortcuts={ariaKeys(ZOOM_KEYS.close)} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        ref={setSurface}
        data-zoom={state.scale.toFixed(2)}
        {...surfaceHandlers}
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: 'hidden',
          touchAction: 'none',
          cursor: state.scale > 1 ? (gesturing ? 'grabbing' : 'grab') : 'zoom-in',
          bgcolor: 'action.hover',
        }}
      >
        <Box
          component="img"
          src={image.url}
          width={image.width}
          height={image.height}
          alt={text.alt(page)}
          draggable={false}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' }}
          // Inline, not sx: the transform changes on every pointer move and would mint a style rule each time.
          style={{
            transform: `translate(${state.x}px, ${state.y}px) scale(${state.scale})`,
            // Follow fingers and the mouse at once; ease button and key steps unless motion is reduced.
            transition: gesturing || reducedMotion ? 'none' : 'transform 150ms ease-out',
          }}
        />
      </Box>
      <Typography id={hintId} variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary', textAlign: 'center' }}>
        {text.zoomHint}
      </Typography>
    </Dialog>
  );
}
