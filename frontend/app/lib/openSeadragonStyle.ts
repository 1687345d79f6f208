import type OpenSeadragon from 'openseadragon';

const OSD_STYLE_MARK = 'data-openseadragon-mobile-css';

/** The CSP refuses OpenSeadragon's inline style (it only hid a focus ring): an empty one with the nonce stands in. */
export function markOpenSeadragonStyle(): void {
  if (document.querySelector(`style[${OSD_STYLE_MARK}]`)) return;
  const marker = document.createElement('style');
  marker.setAttribute(OSD_STYLE_MARK, 'true');
  // Browsers hide the attribute of server-rendered scripts but keep their `nonce` property.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) marker.nonce = nonce;
  document.head.appendChild(marker);
}

/** OpenSeadragon, loaded on demand with its style marked for the CSP. */
export async function loadOpenSeadragon(): Promise<typeof OpenSeadragon> {
  const module = await import('openseadragon');
  // A UMD script: bundlers and Node's require hand it over as the default export or as the module.
  const osd = ((module as { default?: typeof OpenSeadragon }).default ?? module) as typeof OpenSeadragon;
  markOpenSeadragonStyle();
  return osd;
}
