/** The handlers, aria-keyshortcuts and the on-page list all read the keys here, so they cannot drift apart. */
export interface KeyBinding {
  keys: readonly string[];
  labels: readonly string[];
}

export const READER_KEYS = {
  previous: { keys: ['ArrowLeft', 'PageUp'], labels: ['←', 'Page Up'] },
  next: { keys: ['ArrowRight', 'PageDown'], labels: ['→', 'Page Down'] },
  first: { keys: ['Home'], labels: ['Home'] },
  last: { keys: ['End'], labels: ['End'] },
  zoom: { keys: ['z', 'Z'], labels: ['Z'] },
  spread: { keys: ['s', 'S'], labels: ['S'] },
  fullscreen: { keys: ['f', 'F'], labels: ['F'] },
} satisfies Record<string, KeyBinding>;

export const ZOOM_KEYS = {
  zoomIn: { keys: ['+', '='], labels: ['+'] },
  zoomOut: { keys: ['-', '_'], labels: ['−'] },
  fit: { keys: ['0'], labels: ['0'] },
  panLeft: { keys: ['ArrowLeft'], labels: ['←'] },
  panRight: { keys: ['ArrowRight'], labels: ['→'] },
  panUp: { keys: ['ArrowUp'], labels: ['↑'] },
  panDown: { keys: ['ArrowDown'], labels: ['↓'] },
  // The arrows pan in the zoom view, so pages turn there with Page Up and Page Down only.
  previousPage: { keys: ['PageUp'], labels: ['Page Up'] },
  nextPage: { keys: ['PageDown'], labels: ['Page Down'] },
  close: { keys: ['Escape'], labels: ['Esc'] },
} satisfies Record<string, KeyBinding>;

/** The aria-keyshortcuts value of a binding (letters once, upper case; "+" cannot be expressed there). */
export function ariaKeys({ keys }: KeyBinding): string {
  return [...new Set(keys.map((key) => (key.length === 1 ? key.toUpperCase() : key)))].join(' ');
}
