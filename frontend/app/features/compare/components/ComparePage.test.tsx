import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../../../lib/theme';
import type { CompareSide } from '../api/comparePage.server';
import { resetViewers, viewers as made } from '../../../../test/support/openSeadragonFake';
import { ComparePage } from './ComparePage';

jest.mock('openseadragon', () => jest.requireActual('../../../../test/support/openSeadragonFake'));

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

let rerenderCompare: (shown: typeof sides) => void;

function renderCompare() {
  const url = '/compare?left=scans/comme-des-garcons/six-issue-1@2&right=archives/a.p.c./autumn-winter-1994@1';
  const tree = (shown: typeof sides) => (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/compare"
            element={
              <>
                <ComparePage sides={shown} choices={choices} />
                <Probe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>
  );
  const { rerender } = render(tree(sides));
  rerenderCompare = (shown) => rerender(tree(shown));
  return userEvent.setup();
}

async function openViewers() {
  await waitFor(() => expect(made).toHaveLength(2));
  act(() => made.forEach((viewer) => viewer.open()));
  await waitFor(() => expect(document.querySelectorAll('[data-ready="true"]')).toHaveLength(2));
}

afterEach(() => {
  resetViewers();
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

  it('moves a page with its keys once it has focus, and says where each view rests', async () => {
    const user = renderCompare();
    await openViewers();
    const [left, right] = made;
    const leftPage = screen.getByRole('region', { name: 'Six Issue 1, page 2' });
    const rightPage = screen.getByRole('region', { name: 'Autumn Winter 1994, image 1' });
    expect(leftPage).toHaveAccessibleDescription(/arrow keys to move around; \+ and − zoom; 0 fits it/);
    expect(leftPage).toHaveAttribute('data-zoom', '1.0000');

    await user.tab();
    await user.click(screen.getByRole('switch', { name: 'Keep zoom and pan together' }));
    act(() => leftPage.focus());
    await user.keyboard('+');
    expect(left.viewport.zoom).toBeCloseTo(1.5);
    await user.keyboard('{ArrowDown}');
    // A share of the view: 0.15 of its height, 1.5 / 1.5 viewport units at this zoom.
    expect(left.viewport.centre.y).toBeCloseTo(0.75 + 0.15);
    expect(leftPage).toHaveAttribute('data-zoom', '1.5000');
    expect(leftPage).toHaveAttribute('data-centre', '0.5000,0.9000');
    expect(rightPage).toHaveAttribute('data-zoom', '1.5000');
    expect(rightPage).toHaveAttribute('data-centre', '0.5000,0.9000');
    expect(right.viewport.centre.y).toBeCloseTo(0.9);

    // Keys with a modifier are the browser's.
    fireEvent.keyDown(leftPage, { key: '+', ctrlKey: true });
    expect(left.viewport.zoom).toBeCloseTo(1.5);
    await user.keyboard('0');
    expect(left.viewport.zoom).toBe(1);
  });

  it('opens a page turned to while kept together on the other side’s view', async () => {
    const user = renderCompare();
    await openViewers();
    await user.click(screen.getByRole('switch', { name: 'Keep zoom and pan together' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in, right' }));
    rerenderCompare({ ...sides, left: { ...sides.left, page: 3 } });
    await waitFor(() => expect(made).toHaveLength(3));
    act(() => made[2].open());
    expect(made[2].options.tileSources).toBe('/iiif/image/h3/info.json');
    expect(made[2].viewport.zoom).toBeCloseTo(1.5);
    expect(made[1].viewport.zoom).toBeCloseTo(1.5);
  });

  it('turns a side’s page in the URL, by keyboard', async () => {
    const user = renderCompare();
    await openViewers();
    const next = screen.getByRole('button', { name: 'Next page, left' });
    act(() => next.focus());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/compare?left=scans/comme-des-garcons/six-issue-1@3&right=archives/a.p.c./autumn-winter-1994@1',
      ),
    );
    expect(screen.getByRole('button', { name: 'Next image, right' })).toBeDisabled();
  });
});
