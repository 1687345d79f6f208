import { type KeyBinding, VIEW_KEYS } from '../../../lib/viewKeys';

export type { KeyBinding };

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
  ...VIEW_KEYS,
  // The arrows pan in the zoom view, so pages turn there with Page Up and Page Down only.
  previousPage: { keys: ['PageUp'], labels: ['Page Up'] },
  nextPage: { keys: ['PageDown'], labels: ['Page Down'] },
  close: { keys: ['Escape'], labels: ['Esc'] },
} satisfies Record<string, KeyBinding>;

/** The aria-keyshortcuts value of a binding (letters once, upper case; "+" cannot be expressed there). */
export function ariaKeys({ keys }: KeyBinding): string {
  return [...new Set(keys.map((key) => (key.length === 1 ? key.toUpperCase() : key)))].join(' ');
}
