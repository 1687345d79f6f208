import { boxPosition, paddedBox } from './highlight';

describe('highlight marks', () => {
  it('widen a word’s box a little and keep it on the page', () => {
    const inside = paddedBox({ x: 0.1, y: 0.2, w: 0.3, h: 0.04 });
    expect(inside.x).toBeCloseTo(0.097);
    expect(inside.w).toBeCloseTo(0.306);
    const corner = paddedBox({ x: 0, y: 0.99, w: 0.2, h: 0.01 });
    expect(corner.x).toBe(0);
    expect(corner.y + corner.h).toBeLessThanOrEqual(1);
  });

  it('place the mark in percentages of the page, whatever size it is drawn at', () => {
    expect(boxPosition({ x: 0.5, y: 0.25, w: 0.1, h: 0.05 })).toEqual({
      left: '49.700%',
      top: '24.700%',
      width: '10.600%',
      height: '5.600%',
    });
  });
});
