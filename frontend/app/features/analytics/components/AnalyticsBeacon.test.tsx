import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { ANALYTICS_EVENT_PATH, analyticsEventSchema } from '../analyticsEvent';
import { AnalyticsBeacon } from './AnalyticsBeacon';

const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);

/** Overrides a read-only browser property for one test. */
function setProperty(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { value, configurable: true });
}

/** jsdom's Blob has no text(); its FileReader does the same. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** The events sent so far, each checked against the schema the server validates with. */
async function sentEvents() {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([path, blob]) => {
      expect(path).toBe(ANALYTICS_EVENT_PATH);
      expect(blob.type).toBe('application/json');
      return analyticsEventSchema.validate(JSON.parse(await blobText(blob)));
    }),
  );
}

function renderPage(path = '/articles') {
  return renderWithProviders(
    <>
      <AnalyticsBeacon />
      <Link to="/scans?page=2">Next page</Link>
      <a href="/uploads/six-issue-1.pdf">Download the issue</a>
      <a href="/contributors">About</a>
    </>,
    { path },
  );
}

beforeEach(() => {
  sendBeacon.mockClear();
  setProperty(navigator, 'sendBeacon', sendBeacon);
  setProperty(navigator, 'doNotTrack', null);
  setProperty(document, 'prerendering', false);
  setProperty(document, 'referrer', 'https://search.example/?q=six');
});

describe('AnalyticsBeacon', () => {
  it('counts the first page with its referrer, then each client-side navigation once', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await sentEvents()).toEqual([
      { name: 'pageview', path: '/articles', referrer: 'https://search.example/?q=six' },
      { name: 'pageview', path: '/scans?page=2' },
    ]);
  });

  it('sends "Scroll 90%" once, when 90% of the page has been on screen', async () => {
    renderPage();
    setProperty(document.documentElement, 'scrollHeight', 2_000);
    setProperty(window, 'innerHeight', 800);
    setProperty(window, 'scrollY', 900);
    fireEvent.scroll(window);
    setProperty(window, 'scrollY', 1_000);
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    const scrolls = (await sentEvents()).filter((event) => event.name === 'Scroll 90%');
    expect(scrolls).toEqual([{ name: 'Scroll 90%', path: '/articles' }]);
  });

  it('sends "File Download" for a link to a file, not for a link to a page', async () => {
    renderPage();
    // jsdom does not navigate; stop the default action anyway so nothing else happens.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(screen.getByRole('link', { name: 'Download the issue' }));
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    const downloads = (await sentEvents()).filter((event) => event.name === 'File Download');
    expect(downloads).toEqual([
      { name: 'File Download', path: '/', fileUrl: 'http://localhost/uploads/six-issue-1.pdf' },
    ]);
  });

  it('sends nothing when the visitor asks not to be tracked', async () => {
    setProperty(navigator, 'doNotTrack', '1');
    renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('does not count a prerendered page until it is shown', async () => {
    setProperty(document, 'prerendering', true);
    renderPage();
    expect(sendBeacon).not.toHaveBeenCalled();
    setProperty(document, 'prerendering', false);
    act(() => {
      document.dispatchEvent(new Event('prerenderingchange'));
    });
    expect((await sentEvents()).map((event) => event.path)).toEqual(['/articles']);
  });
});
