import { type MouseEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FIT, type Point, type Size, type ZoomState, panBy, zoomAt } from '../utils/zoom';

/** Wheel delta (in pixels) that doubles or halves the zoom, roughly. */
const WHEEL_PIXELS_PER_DOUBLING = 350;
const LINE_HEIGHT_PX = 16;
const DOUBLE_CLICK_ZOOM = 2;

function viewportOf(element: HTMLElement | null): Size & { left: number; top: number } {
  const rect = element?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0, left: rect?.left ?? 0, top: rect?.top ?? 0 };
}

/** A client-coordinate point relative to the viewport's centre. */
function fromCentre(clientX: number, clientY: number, element: HTMLElement | null): Point {
  const { width, height, left, top } = viewportOf(element);
  return { x: clientX - left - width / 2, y: clientY - top - height / 2 };
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * Zoom and pan state of an overlay surface: wheel and double-click zoom about the cursor, drag to pan,
 * two-finger pinch, and `zoomBy` / `pan` / `reset` for buttons and keys. `surface` is the element once mounted
 * (a callback ref's value), so the wheel listener is attached when a dialog shows it.
 */
export function useZoomPan(surface: HTMLElement | null) {
  const [state, setState] = useState<ZoomState>(FIT);
  const [gesturing, setGesturing] = useState(false);
  const pointers = useRef(new Map<number, Point>());

  const zoomBy = useCallback(
    (factor: number, focal: Point = { x: 0, y: 0 }) =>
      setState((current) => zoomAt(current, factor, focal, viewportOf(surface))),
    [surface],
  );

  /** Pans by a share of the viewport per axis (arrow keys): -1..1. */
  const pan = useCallback(
    (shareX: number, shareY: number) =>
      setState((current) => {
        const viewport = viewportOf(surface);
        return panBy(current, shareX * viewport.width, shareY * viewport.height, viewport);
      }),
    [surface],
  );

  const reset = useCallback(() => setState(FIT), []);

  // React's wheel listener is passive; zooming must stop the page from scrolling, so listen directly.
  useEffect(() => {
    if (!surface) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const deltaPx = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * LINE_HEIGHT_PX : event.deltaY;
      zoomBy(2 ** (-deltaPx / WHEEL_PIXELS_PER_DOUBLING), fromCentre(event.clientX, event.clientY, surface));
    };
    surface.addEventListener('wheel', onWheel, { passive: false });
    return () => surface.removeEventListener('wheel', onWheel);
  }, [surface, zoomBy]);

  const endPointer = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) setGesturing(false);
  };

  const surfaceHandlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      setGesturing(true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const previous = pointers.current.get(event.pointerId);
      if (!previous) return;
      const next = { x: event.clientX, y: event.clientY };
      const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
      pointers.current.set(event.pointerId, next);
      const viewport = viewportOf(surface);
      if (!other) {
        setState((current) => panBy(current, next.x - previous.x, next.y - previous.y, viewport));
        return;
      }
      // Pinch: scale by the change of finger distance about the fingers' middle, and follow that middle.
      const before = distance(previous, other);
      if (before === 0) return;
      const middleBefore = { x: (previous.x + other.x) / 2, y: (previous.y + other.y) / 2 };
      const middleAfter = { x: (next.x + other.x) / 2, y: (next.y + other.y) / 2 };
      const focal = fromCentre(middleAfter.x, middleAfter.y, surface);
      setState((current) =>
        panBy(
          zoomAt(current, distance(next, other) / before, focal, viewport),
          middleAfter.x - middleBefore.x,
          middleAfter.y - middleBefore.y,
          viewport,
        ),
      );
    },
    onPointerUp: endPointer,
    onPointerCancel: endPointer,
    onDoubleClick(event: MouseEvent<HTMLElement>) {
      zoomBy(DOUBLE_CLICK_ZOOM, fromCentre(event.clientX, event.clientY, surface));
    },
  };

  return { state, gesturing, zoomBy, pan, reset, surfaceHandlers };
}
