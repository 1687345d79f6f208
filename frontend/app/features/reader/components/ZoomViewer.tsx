import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type OpenSeadragon from 'openseadragon';
import type { PageBox } from '@folio/core';
import { HIGHLIGHT_STYLE, paddedBox } from '../utils/highlight';
import { loadOpenSeadragon } from '../../../lib/openSeadragonStyle';
import { type OpenedViewer, moveView } from '../../../lib/openSeadragonView';
import type { ViewMove } from '../../../lib/viewKeys';
import { iiifInfoUrl } from '../utils/deepZoom';
import { type PixelRegion, type ZoomRegion, clampRegion } from '../utils/zoomRegion';

/** A rectangle in CSS pixels of the viewer's element. */
export interface ElementRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ZoomViewerHandle {
  move: (move: ViewMove) => void;
  /** The page's region in view now ('full' at fit); null before the page has opened. */
  view: () => ZoomRegion | null;
  elementToImage: (rect: ElementRect) => PixelRegion | null;
  imageToElement: (region: PixelRegion) => ElementRect | null;
  /** Called on every frame the view moves, and once the page has opened; returns the unsubscribe. */
  onViewChange: (listener: () => void) => () => void;
}

interface ZoomViewerProps {
  /** The image id of the page's tile pyramid, or null to show its full image. */
  tiles: string | null;
  imageUrl: string;
  label: string;
  loadingText: string;
  failedText: string;
  initialRegion: ZoomRegion | null;
  highlights?: PageBox[];
  reducedMotion: boolean;
  /** Each time the view comes to rest: the page's region in view ('full' at fit). */
  onRegionChange: (region: ZoomRegion) => void;
  onFailed: () => void;
  handleRef: Ref<ZoomViewerHandle | null>;
}

/**
 * The view rests this long after OpenSeadragon's animation has finished before the URL follows: a drag or wheel
 * turn that pauses for a moment writes once. Not a time after the last frame: on a busy machine frames of one
 * animation can be further apart than that, and the URL would name a view the page only passes through.
 */
const SETTLE_MS = 200;
/** Past full resolution, up to two screen pixels per image pixel: enough to read a line, not blurrier. */
const MAX_ZOOM_PIXEL_RATIO = 2;

function regionInView(viewer: OpenSeadragon.Viewer): ZoomRegion {
  const { viewport } = viewer;
  const item = viewer.world.getItemAt(0);
  if (!item || viewport.getZoom(true) <= viewport.getHomeZoom() * 1.001) return 'full';
  const bounds = item.viewportToImageRectangle(viewport.getBounds(true));
  const size = item.getContentSize();
  return (
    clampRegion(
      { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height },
      { width: size.x, height: size.y },
    ) ?? 'full'
  );
}

/** A page in OpenSeadragon, whose code is fetched when this mounts, never with the page. */
export function ZoomViewer({
  tiles,
  imageUrl,
  label,
  loadingText,
  failedText,
  initialRegion,
  highlights,
  reducedMotion,
  onRegionChange,
  onFailed,
  handleRef,
}: ZoomViewerProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const viewerRef = useRef<OpenedViewer | null>(null);
  const viewListeners = useRef(new Set<() => void>());
  // Read when the viewer opens or moves, not on every render: the viewer is made once per page.
  const latest = useRef({ initialRegion, onRegionChange, onFailed });
  useLayoutEffect(() => {
    latest.current = { initialRegion, onRegionChange, onFailed };
  });

  useImperativeHandle(
    handleRef,
    () => ({
      move: (change) => moveView(viewerRef.current, change),
      view() {
        const viewer = viewerRef.current?.viewer;
        return viewer?.world.getItemAt(0) ? regionInView(viewer) : null;
      },
      elementToImage({ left, top, width, height }) {
        const current = viewerRef.current;
        const item = current?.viewer.world.getItemAt(0);
        if (!current || !item) return null;
        const { viewport } = current.viewer;
        const start = viewport.viewerElementToImageCoordinates(new current.osd.Point(left, top));
        const end = viewport.viewerElementToImageCoordinates(new current.osd.Point(left + width, top + height));
        const size = item.getContentSize();
        return clampRegion(
          { x: start.x, y: start.y, width: end.x - start.x, height: end.y - start.y },
          { width: size.x, height: size.y },
        );
      },
      imageToElement({ x, y, width, height }) {
        const current = viewerRef.current;
        if (!current?.viewer.world.getItemAt(0)) return null;
        const { viewport } = current.viewer;
        const start = viewport.imageToViewerElementCoordinates(new current.osd.Point(x, y));
        const end = viewport.imageToViewerElementCoordinates(new current.osd.Point(x + width, y + height));
        return { left: start.x, top: start.y, width: end.x - start.x, height: end.y - start.y };
      },
      onViewChange(listener) {
        viewListeners.current.add(listener);
        return () => viewListeners.current.delete(listener);
      },
    }),
    [],
  );

  useEffect(() => {
    if (!container) return undefined;
    let cancelled = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let viewer: OpenSeadragon.Viewer | undefined;
    const fail = () => {
      if (cancelled) return;
      setState('failed');
      latest.current.onFailed();
    };

    loadOpenSeadragon()
      .then((osd) => {
        if (cancelled) return;
        viewer = osd({
          element: container,
          tileSources: tiles ? iiifInfoUrl(tiles) : { type: 'image', url: imageUrl },
          // The zoom view's labelled buttons are the controls and the tab stops.
          showNavigationControl: false,
          keyboardNavEnabled: false,
          tabIndex: -1,
          visibilityRatio: 1,
          constrainDuringPan: true,
          maxZoomPixelRatio: MAX_ZOOM_PIXEL_RATIO,
          crossOriginPolicy: false,
          gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true, scrollToZoom: true, dragToPan: true },
          gestureSettingsTouch: {
            dblClickToZoom: true,
            pinchToZoom: true,
            dragToPan: true,
            flickEnabled: !reducedMotion,
          },
          ...(reducedMotion
            ? { animationTime: 0, springStiffness: 100, blendTime: 0, immediateRender: true }
            : { animationTime: 0.5, blendTime: 0.1 }),
        });
        viewerRef.current = { viewer, osd };
        const opened = viewer;
        opened.addOnceHandler('open', () => {
          const region = latest.current.initialRegion;
          if (region && region !== 'full') {
            const item = opened.world.getItemAt(0);
            opened.viewport.fitBounds(
              item.imageToViewportRectangle(region.x, region.y, region.width, region.height),
              true,
            );
          } else {
            opened.viewport.goHome(true);
          }
          setState('ready');
          const rested = () => {
            // Screen pixels per image pixel (1: full resolution), for whoever checks the view from outside.
            const scale = opened.viewport.viewportToImageZoom(opened.viewport.getZoom(true));
            regionRef.current?.setAttribute('data-image-zoom', scale.toFixed(3));
            latest.current.onRegionChange(regionInView(opened));
          };
          rested();
          const notify = () => viewListeners.current.forEach((listener) => listener());
          notify();
          opened.addHandler('viewport-change', notify);
          opened.addHandler('resize', notify);
          opened.addHandler('animation-start', () => clearTimeout(settle));
          opened.addHandler('animation-finish', () => {
            clearTimeout(settle);
            settle = setTimeout(rested, SETTLE_MS);
          });
        });
        opened.addOnceHandler('open-failed', fail);
      })
      .catch(fail);

    return () => {
      cancelled = true;
      clearTimeout(settle);
      viewerRef.current = null;
      viewer?.destroy();
    };
  }, [container, tiles, imageUrl, reducedMotion]);

  const ready = state === 'ready';
  const highlightKey = JSON.stringify(highlights ?? []);
  useEffect(() => {
    const current = viewerRef.current;
    if (!ready || !current) return;
    const { viewer } = current;
    const item = viewer.world.getItemAt(0);
    viewer.clearOverlays();
    if (!item) return;
    const size = item.getContentSize();
    for (const box of JSON.parse(highlightKey) as PageBox[]) {
      const { x, y, w, h } = paddedBox(box);
      const element = document.createElement('div');
      element.setAttribute('data-highlight', '');
      element.setAttribute('aria-hidden', 'true');
      Object.assign(element.style, HIGHLIGHT_STYLE);
      const location = item.imageToViewportRectangle(x * size.x, y * size.y, w * size.x, h * size.y);
      viewer.addOverlay({ element, location });
    }
  }, [ready, highlightKey]);

  return (
    <Box
      ref={regionRef}
      role="region"
      aria-label={label}
      aria-busy={state === 'loading'}
      data-deep-zoom={tiles ?? undefined}
      data-ready={ready ? 'true' : undefined}
      sx={{ position: 'relative', flex: 1, minHeight: 0, bgcolor: 'action.hover', touchAction: 'none' }}
    >
      <Box ref={setContainer} sx={{ position: 'absolute', inset: 0 }} />
      {!ready && (
        <Typography
          role={state === 'failed' ? 'alert' : undefined}
          variant="body2"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
        >
          {state === 'failed' ? failedText : loadingText}
        </Typography>
      )}
    </Box>
  );
}
