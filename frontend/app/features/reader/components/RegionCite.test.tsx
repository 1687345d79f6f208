import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../../../lib/theme';
import { decodeContentState } from '../utils/citedRegion';
import type { ReaderCitation } from '../utils/readerCitation';
import { FAKE_IMAGE, resetViewers, viewers } from '../../../../test/support/openSeadragonFake';
import { makePages } from '../test/pageFixtures';
import { PageReader } from './PageReader';

jest.mock('openseadragon', () => jest.requireActual('../../../../test/support/openSeadragonFake'));
jest.setTimeout(30_000);

const TITLE = 'Six Issue 1';
const SCAN = '/scans/comme-des-garcons/six-issue-1';
const SITE = 'https://folio.example';
// The stand-in viewer shows a 2000 × 3000 px page whatever the source: the pages say the same size.
const pages = makePages(4).map((image, index) => ({ ...image, ...FAKE_IMAGE, deepZoom: `hash${index + 1}` }));
const citation: ReaderCitation = {
  kind: 'scans',
  title: TITLE,
  designerOrBrand: 'Comme des Garçons',
  yearPublished: 1988,
  siteName: 'Folio',
  pageUrl: `${SITE}${SCAN}`,
  manifestId: `${SITE}/iiif/scans/six1/manifest.json`,
  canvasIds: pages.map((_, index) => `${SITE}/iiif/scans/six1/canvas/${index + 1}`),
  imageServices: pages.map((_, index) => `${SITE}/iiif/image/hash${index + 1}`),
  rights: { uri: 'http://rightsstatements.org/vocab/InC-EDU/1.0/', label: 'In Copyright – Educational Use Permitted' },
};

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

function renderReader(url: string) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/scans/:designer/:title"
            element={
              <>
                <PageReader title={TITLE} pages={pages} citation={citation} />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return user;
}

const location = () => screen.getByTestId('location').textContent;
const outline = () => document.querySelector<HTMLElement>('[data-region-outline]');

async function openedViewer() {
  await waitFor(() => expect(viewers).toHaveLength(1));
  act(() => viewers[0].open());
  await waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull());
  return viewers[0];
}

afterEach(resetViewers);

// jsdom has no PointerEvent; a MouseEvent with a pointer id is what the layer reads of one.
beforeAll(() => {
  class PointerEvent extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent });
});

describe('citing a region of a page', () => {
  it('by keyboard: zoom to the part, cite it, adjust it, and get its link, content state, download and citations', async () => {
    const user = renderReader(`${SCAN}?page=2`);
    await user.click(screen.getByRole('button', { name: 'Zoom in on page 2' }));
    const zoom = await screen.findByRole('dialog', { name: `${TITLE}, page 2` });
    await openedViewer();
    // Twice 1.5: a 2.25th of the page, centred.
    await user.keyboard('++');
    const cite = within(zoom).getByRole('button', { name: 'Cite the part in view' });
    act(() => cite.focus());
    await user.keyboard('{Enter}');

    const panel = await screen.findByRole('dialog', { name: 'Cite this region' });
    expect(within(panel).getByText('Page 2, region x 556, y 833, 888 × 1334 pixels')).toBeInTheDocument();
    const link = within(panel).getByRole('textbox', { name: 'Link to this region' });
    expect(link).toHaveValue(`${SITE}${SCAN}?page=2&region=556,833,888,1334`);

    const width = within(panel).getByRole('textbox', { name: 'Width' });
    const fits = viewers[0].viewport.goHome.mock.calls.length;
    await user.clear(width);
    await user.type(width, '400');
    expect(link).toHaveValue(`${SITE}${SCAN}?page=2&region=556,833,400,1334`);
    // Typing 0 or + in a field edits it, and does not fit or zoom the page behind.
    expect(viewers[0].viewport.goHome).toHaveBeenCalledTimes(fits);

    const state = within(panel).getByRole('textbox', { name: 'IIIF content state' }) as HTMLInputElement;
    expect(decodeContentState(state.value)).toMatchObject({
      motivation: ['contentState'],
      target: {
        id: `${SITE}/iiif/scans/six1/canvas/2#xywh=556,833,400,1334`,
        type: 'Canvas',
        partOf: [{ id: citation.manifestId, type: 'Manifest' }],
      },
    });
    expect(within(panel).getByRole('link', { name: 'Open in another IIIF viewer' })).toHaveAttribute(
      'href',
      `https://projectmirador.org/embed/?iiif-content=${state.value}`,
    );
    const download = within(panel).getByRole('link', { name: /^Download this region/ });
    expect(download).toHaveAttribute('href', `${SITE}/iiif/image/hash2/556,833,400,1334/400,/0/default.jpg`);
    expect(download).toHaveAttribute('download', 'six-issue-1-page-2-556-833-400-1334-400px.jpg');
    expect((within(panel).getByRole('textbox', { name: 'Chicago' }) as HTMLTextAreaElement).value).toMatch(
      /^Comme des Garçons\. Six Issue 1\. 1988\. Page 2, region x 556, y 833, 400 × 1334 pixels\. Folio\. Accessed .+ Rights: In Copyright – Educational Use Permitted/,
    );
    expect((within(panel).getByRole('textbox', { name: 'BibTeX' }) as HTMLTextAreaElement).value).toMatch(
      /^@misc\{commedesgarcons1988six-p2,/,
    );
    expect(JSON.parse((within(panel).getByRole('textbox', { name: 'CSL-JSON' }) as HTMLTextAreaElement).value)).toEqual(
      [expect.objectContaining({ URL: `${SITE}${SCAN}?page=2&region=556,833,400,1334`, page: '2' })],
    );
    expect(within(panel).getByRole('link', { name: citation.rights.label })).toHaveAttribute(
      'href',
      citation.rights.uri,
    );

    await user.clear(width);
    await user.type(width, '0');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Whole numbers of pixels');
    expect(link).toHaveValue(`${SITE}${SCAN}?page=2&region=556,833,400,1334`);

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cite this region' })).toBeNull());
    // What was cited stays outlined on the page.
    expect(outline()).not.toBeNull();
  });

  it('by pointer: a drag over the page, once selecting, draws the region and cites it', async () => {
    const user = renderReader(`${SCAN}?page=3`);
    await user.click(screen.getByRole('button', { name: 'Zoom in on page 3' }));
    const zoom = await screen.findByRole('dialog', { name: `${TITLE}, page 3` });
    await openedViewer();
    const select = within(zoom).getByRole('button', { name: 'Select a region to cite' });
    await user.click(select);
    expect(select).toHaveAttribute('aria-pressed', 'true');
    const layer = document.querySelector<HTMLElement>('[data-region-layer]')!;
    // At fit the 1000 px wide viewer shows the 2000 px page: two image pixels per CSS pixel.
    fireEvent.pointerDown(layer, { button: 0, clientX: 100, clientY: 50, pointerId: 1 });
    fireEvent.pointerMove(layer, { clientX: 300, clientY: 250, pointerId: 1 });
    expect(outline()).toHaveStyle({ left: '100px', top: '50px', width: '200px', height: '200px' });
    fireEvent.pointerUp(layer, { clientX: 300, clientY: 250, pointerId: 1 });

    const panel = await screen.findByRole('dialog', { name: 'Cite this region' });
    expect(within(panel).getByRole('textbox', { name: 'Link to this region' })).toHaveValue(
      `${SITE}${SCAN}?page=3&region=200,100,400,400`,
    );
    expect(select).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a region link zoomed to the region, outlined, and drops the region on leaving the zoom', async () => {
    const user = renderReader(`${SCAN}?page=2&region=400,600,500,750`);
    await screen.findByRole('dialog', { name: `${TITLE}, page 2` });
    const viewer = await openedViewer();
    expect(viewer.viewport.fitBounds).toHaveBeenCalledWith(
      expect.objectContaining({ x: 0.2, y: 0.3, width: 0.25, height: 0.375 }),
      true,
    );
    // Fitted to the 1000 px wide viewer, the region fills its width.
    await waitFor(() => expect(outline()).toHaveStyle({ left: '0px', top: '0px', width: '1000px' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe(`${SCAN}?page=2`);
  });

  it('ignores a region outside the page', async () => {
    renderReader(`${SCAN}?page=2&region=5000,5000,10,10`);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
