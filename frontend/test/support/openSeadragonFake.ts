/**
 * The openseadragon module in the zoom view's and the comparison's unit tests (jsdom has no canvas to draw on):
 * `jest.mock('openseadragon', () => jest.requireActual('…/test/support/openSeadragonFake'))`. Each viewer
 * records its options and keeps the viewport of a 2000 × 3000 px page, 1 viewport unit wide as in
 * OpenSeadragon, whatever its tile source; the test says when the source has opened (or failed to). A move is
 * raised at once, as one frame of an animation that ends with it.
 */
type Handler = (event: unknown) => void;

export const FAKE_IMAGE = { width: 2000, height: 3000 };
const ASPECT = FAKE_IMAGE.height / FAKE_IMAGE.width;
const VIEWER_WIDTH = 1000;

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

class Rect {
  constructor(
    public x: number,
    public y: number,
    public width: number,
    public height: number,
  ) {}
}

class FakeViewport {
  zoom = 1;
  centre = new Point(0.5, ASPECT / 2);

  constructor(private readonly changed: () => void) {}

  getZoom = () => this.zoom;
  getCenter = () => this.centre;
  getHomeZoom = () => 1;
  getMaxZoom = () => 8;
  /** A viewer 1000 px wide shows the page's 2000 px at home: half a screen pixel per image pixel. */
  viewportToImageZoom = (zoom: number) => zoom / 2;
  getBounds = () => {
    const width = 1 / this.zoom;
    const height = ASPECT / this.zoom;
    return new Rect(this.centre.x - width / 2, this.centre.y - height / 2, width, height);
  };
  zoomBy = jest.fn((factor: number) => {
    this.zoom *= factor;
    this.changed();
  });
  panBy = jest.fn((delta: Point) => {
    this.centre = new Point(this.centre.x + delta.x, this.centre.y + delta.y);
    this.changed();
  });
  zoomTo = jest.fn((zoom: number) => {
    this.zoom = zoom;
    this.changed();
  });
  panTo = jest.fn((centre: Point) => {
    this.centre = centre;
    this.changed();
  });
  applyConstraints = jest.fn(() => {
    this.zoom = Math.min(Math.max(this.zoom, 1), 8);
  });
  goHome = jest.fn(() => {
    this.zoom = 1;
    this.centre = new Point(0.5, ASPECT / 2);
    this.changed();
  });
  /** The viewer's element is 1000 CSS pixels wide. */
  viewerElementToImageCoordinates = (point: Point) => {
    const bounds = this.getBounds();
    const scale = (bounds.width * FAKE_IMAGE.width) / VIEWER_WIDTH;
    return new Point(bounds.x * FAKE_IMAGE.width + point.x * scale, bounds.y * FAKE_IMAGE.width + point.y * scale);
  };
  imageToViewerElementCoordinates = (point: Point) => {
    const bounds = this.getBounds();
    const scale = VIEWER_WIDTH / (bounds.width * FAKE_IMAGE.width);
    return new Point((point.x - bounds.x * FAKE_IMAGE.width) * scale, (point.y - bounds.y * FAKE_IMAGE.width) * scale);
  };
  fitBounds = jest.fn((rect: Rect) => {
    this.zoom = 1 / rect.width;
    this.centre = new Point(rect.x + rect.width / 2, rect.y + rect.height / 2);
    this.changed();
  });
}

const item = {
  getContentSize: () => new Point(FAKE_IMAGE.width, FAKE_IMAGE.height),
  viewportToImageRectangle: (rect: Rect) =>
    new Rect(
      rect.x * FAKE_IMAGE.width,
      rect.y * FAKE_IMAGE.width,
      rect.width * FAKE_IMAGE.width,
      rect.height * FAKE_IMAGE.width,
    ),
  imageToViewportRectangle: (x: number, y: number, width: number, height: number) =>
    new Rect(x / FAKE_IMAGE.width, y / FAKE_IMAGE.width, width / FAKE_IMAGE.width, height / FAKE_IMAGE.width),
};

export class FakeViewer {
  readonly handlers = new Map<string, Handler[]>();
  readonly viewport = new FakeViewport(() => this.moved());
  /** Moves raise their frames but not the animation's end until `finishAnimation()`, as a slow animation does. */
  holdingAnimation = false;
  readonly world = { getItemAt: (index: number) => (index === 0 && this.opened ? item : undefined) };
  opened = false;
  destroyed = false;
  /** The marks placed over the page (found words), in viewport units. */
  overlays: { element: Element; location: Rect }[] = [];

  constructor(readonly options: Record<string, unknown>) {}

  addHandler(name: string, handler: Handler) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }

  addOnceHandler(name: string, handler: Handler) {
    const once: Handler = (event) => {
      this.handlers.set(
        name,
        (this.handlers.get(name) ?? []).filter((other) => other !== once),
      );
      handler(event);
    };
    this.addHandler(name, once);
  }

  raise(name: string) {
    for (const handler of this.handlers.get(name) ?? []) handler({ eventSource: this });
  }

  private moved() {
    this.raise('animation-start');
    this.raise('viewport-change');
    if (!this.holdingAnimation) this.raise('animation-finish');
  }

  finishAnimation() {
    this.holdingAnimation = false;
    this.raise('animation-finish');
  }

  /** The tile source's info.json has loaded. */
  open() {
    this.opened = true;
    this.raise('open');
  }

  addOverlay(options: { element: Element; location: Rect }) {
    this.overlays.push(options);
  }

  clearOverlays() {
    this.overlays = [];
  }

  destroy() {
    this.destroyed = true;
    this.handlers.clear();
  }
}

/** Every viewer made since the last `resetViewers()`, oldest first. */
export const viewers: FakeViewer[] = [];

export function resetViewers() {
  viewers.length = 0;
}

function OpenSeadragon(options: Record<string, unknown>) {
  const viewer = new FakeViewer(options);
  viewers.push(viewer);
  return viewer;
}
OpenSeadragon.Point = Point;
OpenSeadragon.Rect = Rect;

export default OpenSeadragon;
