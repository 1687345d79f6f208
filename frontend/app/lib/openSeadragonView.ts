import type OpenSeadragon from 'openseadragon';
import type { ViewMove } from './viewKeys';

/** A viewer and the module that made it (whose Point its moves need). */
export interface OpenedViewer {
  viewer: OpenSeadragon.Viewer;
  osd: typeof OpenSeadragon;
}

/** A key's or a button's move of an OpenSeadragon view, kept inside the page as a drag is; none before it opens. */
export function moveView(current: OpenedViewer | null, move: ViewMove): void {
  if (!current) return;
  const { viewport } = current.viewer;
  if (move === 'fit') {
    viewport.goHome();
    return;
  }
  if ('zoomBy' in move) viewport.zoomBy(move.zoomBy);
  else {
    // A share of where the view is going, so presses during a move add up.
    const bounds = viewport.getBounds();
    viewport.panBy(new current.osd.Point(bounds.width * move.pan[0], bounds.height * move.pan[1]));
  }
  viewport.applyConstraints();
}
