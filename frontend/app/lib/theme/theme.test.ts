import { MOBILE_BREAKPOINT_PX } from '@folio/core';
import { theme } from './index';

describe('theme', () => {
  it('uses the spec mobile breakpoint as "sm"', () => {
    expect(theme.breakpoints.values.sm).toBe(MOBILE_BREAKPOINT_PX);
    expect(theme.breakpoints.down('sm')).toContain(`${MOBILE_BREAKPOINT_PX - 0.05}px`);
  });
});
