/** The handlers, aria-keyshortcuts and the on-page list all read the keys here, so they cannot drift apart. */
export interface KeyBinding {
  keys: readonly string[];
  labels: readonly string[];
}

/** One press of + or − (or a button) zooms by this factor. */
export const ZOOM_STEP = 1.5;
/** One arrow-key press moves the view by this share of its size. */
export const PAN_STEP = 0.15;

/** The keys of a zoomable page (the reader's zoom view, each side of a comparison). */
export const VIEW_KEYS = {
  zoomIn: { keys: ['+', '='], labels: ['+'] },
  zoomOut: { keys: ['-', '_'], labels: ['−'] },
  fit: { keys: ['0'], labels: ['0'] },
  panLeft: { keys: ['ArrowLeft'], labels: ['←'] },
  panRight: { keys: ['ArrowRight'], labels: ['→'] },
  panUp: { keys: ['ArrowUp'], labels: ['↑'] },
  panDown: { keys: ['ArrowDown'], labels: ['↓'] },
} satisfies Record<string, KeyBinding>;

export type ViewMove = { zoomBy: number } | { pan: [number, number] } | 'fit';

const MOVES: [KeyBinding, ViewMove][] = [
  [VIEW_KEYS.zoomIn, { zoomBy: ZOOM_STEP }],
  [VIEW_KEYS.zoomOut, { zoomBy: 1 / ZOOM_STEP }],
  [VIEW_KEYS.fit, 'fit'],
  [VIEW_KEYS.panLeft, { pan: [-PAN_STEP, 0] }],
  [VIEW_KEYS.panRight, { pan: [PAN_STEP, 0] }],
  [VIEW_KEYS.panUp, { pan: [0, -PAN_STEP] }],
  [VIEW_KEYS.panDown, { pan: [0, PAN_STEP] }],
];

/** What a key press does to the view; null for any other key or with a modifier (the browser's shortcuts). */
export function viewMoveFor(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }) {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  return MOVES.find(([binding]) => binding.keys.includes(event.key))?.[1] ?? null;
}
