import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { PixelRegion } from '../utils/zoomRegion';
import type { ElementRect, ZoomViewerHandle } from './ZoomViewer';

interface RegionSelectionProps {
  viewer: RefObject<ZoomViewerHandle | null>;
  /** Dragging draws a region instead of moving the page. */
  selecting: boolean;
  /** Outlined: a cited region the view opened on, or the one being cited. */
  outline: PixelRegion | null;
  onSelect: (region: PixelRegion) => void;
}

/** A drag shorter than this is a click, not a region. */
const MIN_DRAG_PX = 4;

const OUTLINE_SX = {
  position: 'absolute',
  border: '2px solid',
  borderColor: 'secondary.main',
  boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.35)',
  pointerEvents: 'none',
} as const;

function rectBetween(start: { x: number; y: number }, end: { x: number; y: number }): ElementRect {
  return {
    left: Math.min(start.x, end.x),
    top: Math.min(start.y, end.y),
    width: Math.abs(end.x - start.x),
    height: Math.abs(end.y - start.y),
  };
}

/** Over the zoom view: the outline of a region, kept on it as the view moves, and the drag that draws one. */
export function RegionSelection({ viewer, selecting, outline, onSelect }: RegionSelectionProps) {
  const layer = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<ElementRect | null>(null);
  const [dragging, setDragging] = useState<ElementRect | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const outlineKey = outline ? `${outline.x},${outline.y},${outline.width},${outline.height}` : '';

  useEffect(() => {
    const handle = viewer.current;
    if (!outline || !handle) {
      setDrawn(null);
      return undefined;
    }
    const place = () => setDrawn(handle.imageToElement(outline));
    place();
    return handle.onViewChange(place);
    // The key stands for the outline's values; a new object with the same ones changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer, outlineKey]);

  const point = (event: PointerEvent) => {
    const bounds = layer.current!.getBoundingClientRect();
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!selecting || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start.current = point(event);
    setDragging(rectBetween(start.current, start.current));
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current) setDragging(rectBetween(start.current, point(event)));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const rect = rectBetween(start.current, point(event));
    start.current = null;
    setDragging(null);
    if (rect.width < MIN_DRAG_PX || rect.height < MIN_DRAG_PX) return;
    const region = viewer.current?.elementToImage(rect);
    if (region) onSelect(region);
  };

  const shown = dragging ?? drawn;
  return (
    <Box
      ref={layer}
      data-region-layer=""
      aria-hidden="true"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setDragging(null);
      }}
      sx={{
        position: 'absolute',
        inset: 0,
        overflow: 'hidden',
        // Only while selecting does the layer take the pointer; otherwise the page pans and zooms under it.
        pointerEvents: selecting ? 'auto' : 'none',
        cursor: selecting ? 'crosshair' : undefined,
        touchAction: 'none',
      }}
    >
      {shown && (
        <Box
          data-region-outline=""
          sx={{ ...OUTLINE_SX, left: shown.left, top: shown.top, width: shown.width, height: shown.height }}
        />
      )}
    </Box>
  );
}
