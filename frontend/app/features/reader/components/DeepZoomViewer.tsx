import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type OpenSeadragon from 'openseadragon';
import type { PageBox } from '@folio/core';
import { HIGHLIGHT_STYLE, paddedBox } from '../utils/highlight';
import { iiifInfoUrl } from '../utils/deepZoom';
import { type ZoomRegion, clampRegion } from '../utils/zoomRegion';

/** What the zoom view's buttons and keys do to the deep-zoom viewer. */
export interface DeepZoomHandle {
  /** Zooms about the centre of the view. */
  zoomBy: (factor: number) => void;
  /** Moves the view by a share of its own size per axis (-1..1): (-0.15, 0) shows more of the left. */
  pan: (shareX: number, shareY: number) => void;
  /** The whole page in view. */
  fit: () => void;
}

interface DeepZoomViewerProps {
  /** The image id of the page's tile pyramid (its upload hash and build). */
  hash: string;
  label: string;
  loadingText: string;
  /** Where the view opens: a region of the page, or the whole page. */
  initialRegion: ZoomRegion | null;
  /** Found words to mark on the page, as fractions of it: overlays that zoom and pan with the tiles. */
  highlights?: PageBox[];
  reducedMotion: boolean;
  /** Each time the view comes to rest: the page's region in view ('full' at fit). */
  onRegionChange: (region: ZoomRegion) => void;
  /** The viewer's code or the pyramid could not be loaded. */
  onFailed: () => void;
  handleRef: Ref<DeepZoomHandle | null>;
}

/** The view rests this long after the last move before the URL follows: a drag or wheel turn writes once. */
const SETTLE_MS = 200;
/** Past full resolution, up to two screen pixels per image pixel: enough to read a line, not blurrier. */
const MAX_ZOOM_PIXEL_RATIO = 2;

function regionInView(viewer: OpenSeadragon.Viewer): ZoomRegion {
  const { viewport } = viewer;
  const item = viewer.world.getItemAt(0);
  // At (or below) the home zoom the whole page is in view, whatever the screen's shape.
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

/** OpenSeadragon adds a style element once per document, unless it finds one marked with this attribute. */
const OSD_STYLE_MARK = 'data-openseadragon-mobile-css';

/**
 * Marks the document so that OpenSeadragon adds no style element of its own: the site's CSP refuses inline
 * styles without the page's nonce (OpenSeadragon's would only hide the canvas's focus ring on touch screens,
 * and the canvas is no tab stop here). The marker is empty and carries the nonce, so the policy admits it.
 */
function markOpenSeadragonStyle(): void {
  if (document.querySelector(`style[${OSD_STYLE_MARK}]`)) return;
  const marker = document.createElement('style');
  marker.setAttribute(OSD_STYLE_MARK, 'true');
  // Browsers hide the attribute of server-rendered scripts but keep their `nonce` property.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) marker.nonce = nonce;
  document.head.appendChild(marker);
}

/**
 * A page as IIIF tiles in OpenSeadragon, whose code is fetched when this mounts (the zoom view opens on a
 * page that has tiles), never with the page. Wheel, pinch, drag and double-click or double-tap are
 * OpenSeadragon's own; the zoom view's buttons and keys drive it through `handleRef`.
 */
export function DeepZoomViewer({
  hash,
  label,
  loadingText,
  initialRegion,
  highlights,
  reducedMotion,
  onRegionChange,
  onFailed,
  handleRef,
}: DeepZoomViewerProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const viewerRef = useRef<{ viewer: OpenSeadragon.Viewer; osd: typeof OpenSeadragon } | null>(null);
  // Read when the viewer opens or moves, not on every render: the viewer is made once per page.
  const latest = useRef({ initialRegion, onRegionChange, onFailed });
  useLayoutEffect(() => {
    latest.current = { initialRegion, onRegionChange, onFailed };
  });

  useImperativeHandle(
    handleRef,
    () => ({
      zoomBy(factor) {
        const viewport = viewerRef.current?.viewer.viewport;
        if (!viewport) return;
        viewport.zoomBy(factor);
        viewport.applyConstraints();
      },
      pan(shareX, shareY) {
        const current = viewerRef.current;
        if (!current) return;
        const bounds = current.viewer.viewport.getBounds();
        current.viewer.viewport.panBy(new current.osd.Point(bounds.width * shareX, bounds.height * shareY));
        current.viewer.viewport.applyConstraints();
      },
      fit() {
        viewerRef.current?.viewer.viewport.goHome();
      },
    }),
    [],
  );

  useEffect(() => {
    if (!container) return undefined;
    let cancelled = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let viewer: OpenSeadragon.Viewer | undefined;

    import('openseadragon')
      .then((module) => {
        if (cancelled) return;
        // The package is a UMD script: bundlers and Node's require hand it over as the default export or as the module.
        const osd = ((module as { default?: typeof OpenSeadragon }).default ?? module) as typeof OpenSeadragon;
        markOpenSeadragonStyle();
        viewer = osd({
          element: container,
          tileSources: iiifInfoUrl(hash),
          // The zoom view has its own labelled buttons and keys (listed in the reader's shortcut help).
          showNavigationControl: false,
          keyboardNavEnabled: false,
          // Not a tab stop of its own: keys act anywhere in the zoom view, whose buttons are the tab stops.
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
          // Reduced motion: every zoom and pan lands at once, and tiles appear without fading in.
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
          setReady(true);
          const rested = () => {
            // Screen pixels per image pixel (1: full resolution), for whoever checks the view from outside.
            const scale = opened.viewport.viewportToImageZoom(opened.viewport.getZoom(true));
            regionRef.current?.setAttribute('data-image-zoom', scale.toFixed(3));
            latest.current.onRegionChange(regionInView(opened));
          };
          rested();
          opened.addHandler('viewport-change', () => {
            clearTimeout(settle);
            settle = setTimeout(rested, SETTLE_MS);
          });
        });
        opened.addOnceHandler('open-failed', () => latest.current.onFailed());
      })
      .catch(() => {
        if (!cancelled) latest.current.onFailed();
      });

    return () => {
      cancelled = true;
      clearTimeout(settle);
      viewerRef.current = null;
      viewer?.destroy();
    };
  }, [container, hash, reducedMotion]);

  // The marks follow the hits (a new search on the same page) once the tiles have opened.
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
      aria-busy={!ready}
      data-deep-zoom={hash}
      data-ready={ready ? 'true' : undefined}
      sx={{ position: 'relative', flex: 1, minHeight: 0, bgcolor: 'action.hover', touchAction: 'none' }}
    >
      <Box ref={setContainer} sx={{ position: 'absolute', inset: 0 }} />
      {!ready && (
        <Typography
          variant="body2"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
        >
          {loadingText}
        </Typography>
      )}
    </Box>
  );
}
