import { type MouseEvent, type TouchEvent, useRef } from 'react';

/** A horizontal move this long, and clearly more horizontal than vertical, turns the page. */
const SWIPE_MIN_DISTANCE_PX = 50;
const SWIPE_MIN_SLOPE = 1.5;
/** A click that lands right after a swipe is the tail of the gesture, not a tap on the page. */
const CLICK_AFTER_SWIPE_MS = 500;

/** Touch handlers that turn a left swipe into `onNext` and a right swipe into `onPrevious`. */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swipedAt = useRef(0);

  return {
    onTouchStart(event: TouchEvent) {
      // A second finger means a pinch, which belongs to the browser.
      const touch = event.touches.length === 1 ? event.touches[0] : null;
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const origin = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!origin || !touch) return;
      const dx = touch.clientX - origin.x;
      const dy = touch.clientY - origin.y;
      if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) < SWIPE_MIN_SLOPE * Math.abs(dy)) return;
      swipedAt.current = Date.now();
      if (dx < 0) onNext();
      else onPrevious();
    },
    onTouchCancel() {
      start.current = null;
    },
    onClickCapture(event: MouseEvent) {
      if (Date.now() - swipedAt.current < CLICK_AFTER_SWIPE_MS) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
  };
}
