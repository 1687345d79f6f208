import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type OpenSeadragon from 'openseadragon';
import { loadOpenSeadragon } from '../../../lib/openSeadragonStyle';
import { type OpenedViewer, moveView } from '../../../lib/openSeadragonView';
import { type ViewMove, viewMoveFor } from '../../../lib/viewKeys';

/** Zoom and centre in OpenSeadragon's viewport units, where a page is 1 wide: the same detail on either side. */
export interface ViewState {
  zoom: number;
  x: number;
  y: number;
}

export interface CompareViewerHandle {
  move: (move: ViewMove) => void;
  view: () => ViewState | null;
  show: (view: ViewState) => void;
}

interface CompareViewerProps {
  /** The page's IIIF image service on this site, or null for its full image. */
  tiles: string | null;
  imageUrl: string;
  label: string;
  /** What the keys of the page do, said to whoever reaches it. */
  hintId: string;
  reducedMotion: boolean;
  onViewChange: () => void;
  /** The page has opened, at fit. */
  onOpen: () => void;
  handleRef: Ref<CompareViewerHandle | null>;
}

const SAME = 1e-6;
export const sameView = (a: ViewState, b: ViewState) =>
  Math.abs(a.zoom - b.zoom) < SAME && Math.abs(a.x - b.x) < SAME && Math.abs(a.y - b.y) < SAME;

/** Where the view rests, written from OpenSeadragon's viewport for whoever checks it from outside. */
function markView(element: HTMLElement | null, { zoom, x, y }: ViewState) {
  element?.setAttribute('data-zoom', zoom.toFixed(4));
  element?.setAttribute('data-centre', `${x.toFixed(4)},${y.toFixed(4)}`);
}

const viewOf = (viewport: OpenSeadragon.Viewport): ViewState => {
  const centre = viewport.getCenter(true);
  return { zoom: viewport.getZoom(true), x: centre.x, y: centre.y };
};

/** One page in OpenSeadragon, fetched when this mounts; its buttons and keys are the comparison's. */
export function CompareViewer({
  tiles,
  imageUrl,
  label,
  hintId,
  reducedMotion,
  onViewChange,
  onOpen,
  handleRef,
}: CompareViewerProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const viewerRef = useRef<OpenedViewer | null>(null);
  const latest = useRef({ onViewChange, onOpen });
  useLayoutEffect(() => {
    latest.current = { onViewChange, onOpen };
  });

  useImperativeHandle(
    handleRef,
    () => ({
      move: (change) => moveView(viewerRef.current, change),
      view() {
        const viewport = viewerRef.current?.viewer.viewport;
        return viewport ? viewOf(viewport) : null;
      },
      show(view) {
        const current = viewerRef.current;
        if (!current) return;
        const { viewport } = current.viewer;
        viewport.zoomTo(view.zoom, undefined, true);
        viewport.panTo(new current.osd.Point(view.x, view.y), true);
      },
    }),
    [],
  );

  useEffect(() => {
    if (!container) return undefined;
    let cancelled = false;
    let viewer: OpenSeadragon.Viewer | undefined;
    const fail = () => {
      if (!cancelled) setState('failed');
    };
    loadOpenSeadragon()
      .then((osd) => {
        if (cancelled) return;
        viewer = osd({
          element: container,
          tileSources: tiles ? `${tiles}/info.json` : { type: 'image', url: imageUrl },
          showNavigationControl: false,
          keyboardNavEnabled: false,
          tabIndex: -1,
          visibilityRatio: 1,
          constrainDuringPan: true,
          maxZoomPixelRatio: 2,
          crossOriginPolicy: false,
          gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true, scrollToZoom: true, dragToPan: true },
          ...(reducedMotion ? { animationTime: 0, springStiffness: 100, blendTime: 0, immediateRender: true } : {}),
        });
        viewerRef.current = { viewer, osd };
        const opened = viewer;
        opened.addOnceHandler('open', () => {
          setState('ready');
          markView(regionRef.current, viewOf(opened.viewport));
          opened.addHandler('viewport-change', () => latest.current.onViewChange());
          opened.addHandler('animation-finish', () => markView(regionRef.current, viewOf(opened.viewport)));
          latest.current.onOpen();
        });
        opened.addOnceHandler('open-failed', fail);
      })
      .catch(fail);
    return () => {
      cancelled = true;
      viewerRef.current = null;
      viewer?.destroy();
    };
  }, [container, tiles, imageUrl, reducedMotion]);

  return (
    <Box
      ref={regionRef}
      role="region"
      aria-label={label}
      aria-busy={state === 'loading'}
      aria-describedby={hintId}
      data-ready={state === 'ready' ? 'true' : undefined}
      // The page itself is a tab stop: its keys move it, as a drag does.
      tabIndex={0}
      onKeyDown={(event) => {
        const change = viewMoveFor(event);
        if (!change) return;
        event.preventDefault();
        moveView(viewerRef.current, change);
      }}
      sx={{
        position: 'relative',
        height: { xs: '60vh', md: '75vh' },
        bgcolor: 'action.hover',
        touchAction: 'none',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box ref={setContainer} sx={{ position: 'absolute', inset: 0 }} />
      {state !== 'ready' && (
        <Typography
          role={state === 'failed' ? 'alert' : undefined}
          variant="body2"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
        >
          {state === 'failed' ? 'This page could not be loaded just now.' : 'Loading the page…'}
        </Typography>
      )}
    </Box>
  );
}
