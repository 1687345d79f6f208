import { MOBILE_BREAKPOINT_PX } from '@folio/core';

/** From this width the navbar's row holds the logo, the three sections, the expanded search box and the donate link. */
export const ROOMY_NAVBAR_PX = 900;

/** Below the spec's mobile breakpoint: the phone's navbar (hamburger, search opened full screen). */
export const PHONE_MEDIA = `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.05}px)`;

/**
 * From the mobile breakpoint up to the roomy row, the sections stay in the row in tighter type, and the search
 * box waits as its icon, opening over the row while in use: there is no room for it beside them (record 181).
 */
export const NARROW_ROW_MEDIA = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px) and (max-width: ${ROOMY_NAVBAR_PX - 0.05}px)`;
