/**
 * Zoom and pan of one image filling a viewport. The image is scaled about the viewport's centre and
 * moved by (x, y) pixels; offsets are clamped so the image always covers the view once zoomed in.
 */
export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A point relative to the viewport's centre, in pixels. */
export interface Point {
  x: number;
  y: number;
}

export const FIT: ZoomState = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 8;
/** One press of + or − (or a button) zooms by this factor. */
export const ZOOM_STEP = 1.5;
/** One arrow-key press pans by this share of the viewport. */
export const PAN_STEP = 0.15;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

export function clampOffset(state: ZoomState, viewport: Size): ZoomState {
  const maxX = ((state.scale - 1) * viewport.width) / 2;
  const maxY = ((state.scale - 1) * viewport.height) / 2;
  return { scale: state.scale, x: clamp(state.x, -maxX, maxX), y: clamp(state.y, -maxY, maxY) };
}

/** Zooms by `factor`, keeping the image point under `focal` where it is (the cursor, the pinch's middle). */
export function zoomAt(state: ZoomState, factor: number, focal: Point, viewport: Size): ZoomState {
  const scale = clamp(state.scale * factor, FIT.scale, MAX_SCALE);
  const ratio = scale / state.scale;
  return clampOffset(
    { scale, x: focal.x - ratio * (focal.x - state.x), y: focal.y - ratio * (focal.y - state.y) },
    viewport,
  );
}

export function panBy(state: ZoomState, dx: number, dy: number, viewport: Size): ZoomState {
  return clampOffset({ scale: state.scale, x: state.x + dx, y: state.y + dy }, viewport);
}
