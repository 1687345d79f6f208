import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../../../lib/theme';
import type { CompareSide } from '../api/comparePage.server';
import { ComparePage } from './ComparePage';

type Handler = () => void;
interface Viewer {
  options: { tileSources: unknown };
  viewport: Viewport;
  open: () => void;
}
interface Viewport {
  zoom: number;
  centre: { x: number; y: number };
  zoomTo: jest.Mock;
  panTo: jest.Mock;
}
const made: Viewer[] = [];

// jsdom cannot draw OpenSeadragon: a stand-in keeps a viewport and raises its change events, as the real one does.
jest.mock('openseadragon', () => {
  class Point {
    constructor(
      public x: number,
      public y: number,
    ) {}
  }
  function OpenSeadragon(options: { tileSources: unknown }) {
    const handlers = new Map<string, Handler[]>();
    const raise = (name: string) => (handlers.get(name) ?? []).forEach((handler) => handler());
    const viewport = {
      zoom: 1,
      centre: new Point(0.5, 0.7),
      getZoom: () => viewport.zoom,
      getCenter: () => viewport.centre,
      zoomBy: jest.fn((factor: number) => {
        viewport.zoom *= factor;
        raise('viewport-change');
      }),
      zoomTo: jest.fn((zoom: number) => {
        viewport.zoom = zoom;
        raise('viewport-change');
      }),
      panTo: jest.fn((centre: Point) => {
        viewport.centre = centre;
        raise('viewport-change');
      }),
      applyConstraints: jest.fn(),
      goHome: jest.fn(),
    };
    const viewer = {
      options,
      viewport,
      addHandler: (name: string, handler: Handler) => handlers.set(name, [...(handlers.get(name) ?? []), handler]),
      addOnceHandler: (name: string, handler: Handler) => handlers.set(name, [...(handlers.get(name) ?? []), handler]),
      open: () => raise('open'),
      destroy: () => handlers.clear(),
    };
    made.push(viewer as unknown as Viewer);
    return viewer;
  }
  OpenSeadragon.Point = Point;
  return { __esModule: true, default: OpenSeadragon };
});

const page = (name: string, deepZoom: string | null = null) => ({
  url: `/uploads/${name}.jpg`,
  width: 2000,
  height: 3000,
  alternativeText: name,
  formats: {},
  deepZoom,
});
const sides: Record<'left' | 'right', CompareSide> = {
  left: {
    entry: {
      kind: 'scans',
      path: '/scans/comme-des-garcons/six-issue-1',
      title: 'Six Issue 1',
      designerOrBrand: 'Comme des Garçons',
      pages: [page('s1', 'h1'), page('s2', 'h2'), page('s3', 'h3')],
    },
    page: 2,
  },
  right: {
    entry: {
      kind: 'archives',
      path: '/archives/a.p.c./autumn-winter-1994',
      title: 'Autumn Winter 1994',
      designerOrBrand: 'A.P.C.',
      pages: [page('a1')],
    },
    page: 1,
  },
};
const choices = [
  { path: sides.left.entry.path, label: 'Comme des Garçons – Six Issue 1 (scan, 3)' },
  { path: sides.right.entry.path, label: 'A.P.C. – Autumn Winter 1994 (archive, 1)' },
];

function Probe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

function renderCompare() {
  const url = '/compare?left=scans/comme-des-garcons/six-issue-1@2&right=archives/a.p.c./autumn-winter-1994@1';
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/compare"
            element={
              <>
                <ComparePage sides={sides} choices={choices} />
                <Probe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

async function openViewers() {
  await waitFor(() => expect(made).toHaveLength(2));
  act(() => made.forEach((viewer) => viewer.open()));
  await waitFor(() => expect(document.querySelectorAll('[data-ready="true"]')).toHaveLength(2));
}

afterEach(() => {
  made.length = 0;
});

describe('ComparePage', () => {
  it('shows both pages, each from its tiles or its image, under headings linking to them', async () => {
    renderCompare();
    await openViewers();
    expect(made[0].options.tileSources).toBe('/iiif/image/h2/info.json');
    expect(made[1].options.tileSources).toEqual({ type: 'image', url: '/uploads/a1.jpg' });
    const left = screen.getByRole('region', { name: 'Left: Six Issue 1 – Comme des Garçons' });
    expect(within(left).getByRole('link', { name: 'Six Issue 1' })).toHaveAttribute(
      'href',
      '/scans/comme-des-garcons/six-issue-1?page=2',
    );
    expect(within(left).getByRole('region', { name: 'Six Issue 1, page 2' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Autumn Winter 1994, image 1' })).toBeInTheDocument();
  });

  it('moves the other side with this one only while zoom and pan are kept together', async () => {
    const user = renderCompare();
    await openViewers();
    const [left, right] = made;
    await user.click(screen.getByRole('button', { name: 'Zoom in, left' }));
    expect(left.viewport.zoom).toBeCloseTo(1.5);
    expect(right.viewport.zoom).toBe(1);

    await user.click(screen.getByRole('switch', { name: 'Keep zoom and pan together' }));
    // Turned on, the right side takes the left's view at once, then follows it.
    expect(right.viewport.zoom).toBeCloseTo(1.5);
    await user.click(screen.getByRole('button', { name: 'Zoom in, right' }));
    expect(left.viewport.zoom).toBeCloseTo(2.25);
    expect(right.viewport.zoom).toBeCloseTo(2.25);
    // Each side's change event finds the other alike and stops: no endless echo.
    expect(left.viewport.zoomTo.mock.calls.length + right.viewport.zoomTo.mock.calls.length).toBeLessThan(4);

    await user.click(screen.getByRole('switch', { name: 'Keep zoom and pan together' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out, left' }));
    expect(left.viewport.zoom).toBeCloseTo(1.5);
    expect(right.viewport.zoom).toBeCloseTo(2.25);
  });

  it('turns a side’s page in the URL, by keyboard', async () => {
    const user = renderCompare();
    await openViewers();
    const next = screen.getByRole('button', { name: 'Next page, left' });
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/compare?left=scans/comme-des-garcons/six-issue-1@3&right=archives/a.p.c./autumn-winter-1994@1',
      ),
    );
    expect(screen.getByRole('button', { name: 'Next image, right' })).toBeDisabled();
  });
});
