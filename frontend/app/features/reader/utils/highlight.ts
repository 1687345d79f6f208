import type { PageBox } from '@folio/core';

/** How a found word is marked on a page, in the reader and in deep zoom alike: a yellow wash with a dark edge. */
export const HIGHLIGHT_STYLE = {
  backgroundColor: 'rgba(255, 212, 0, 0.38)',
  outline: '2px solid rgba(122, 92, 0, 0.9)',
  borderRadius: '2px',
  pointerEvents: 'none',
} as const;

/** A little room around each word, as a share of the page, so the mark does not cut through its letters. */
const PAD = 0.003;

/** The box widened by PAD on each side and kept on the page. */
export function paddedBox({ x, y, w, h }: PageBox): PageBox {
  const left = Math.max(0, x - PAD);
  const top = Math.max(0, y - PAD);
  return { x: left, y: top, w: Math.min(1, x + w + PAD) - left, h: Math.min(1, y + h + PAD) - top };
}

const percent = (share: number) => `${(share * 100).toFixed(3)}%`;

/** CSS placing a mark over a page drawn at any size: the box's fractions as percentages of the page. */
export function boxPosition(box: PageBox) {
  const { x, y, w, h } = paddedBox(box);
  return { left: percent(x), top: percent(y), width: percent(w), height: percent(h) };
}
