/**
 * @jest-environment node
 *
 * A designer's RSS feed (record 183): the route's loader over a fixed catalog, read back as XML.
 */
import { JSDOM } from 'jsdom';
import { loader as feedLoader } from './designer-rss';

const SITE_URL = 'https://folio.example';

jest.mock('../lib/content/content.server', () => ({
  content: jest.requireActual('../../test/fixtures/designerHub').hubContent,
}));

beforeAll(() => {
  process.env.PUBLIC_SITE_URL = SITE_URL;
});

describe("a designer's RSS feed", () => {
  const ask = (designer: string, headers: Record<string, string> = {}) =>
    feedLoader({
      params: { designer },
      request: new Request(`${SITE_URL}/designers/${encodeURIComponent(designer)}/rss.xml`, { headers }),
    } as never);
  const feed = async (designer: string) => {
    const response = await ask(designer);
    return { response, xml: new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document };
  };
  const text = (node: ParentNode, selector: string) => node.querySelector(selector)?.textContent ?? null;

  it('is a valid RSS 2.0 document of their scans, archives and mentioning articles, newest first', async () => {
    const { response, xml } = await feed('comme-des-garçons');
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.documentElement.getAttribute('version')).toBe('2.0');
    const channel = xml.querySelector('channel')!;
    expect(text(channel, ':scope > title')).toBe('Folio: Comme des Garçons');
    expect(text(channel, ':scope > link')).toBe(`${SITE_URL}/scans/comme-des-gar%C3%A7ons`);
    expect(channel.getElementsByTagName('atom:link')[0].getAttribute('href')).toBe(
      `${SITE_URL}/designers/comme-des-gar%C3%A7ons/rss.xml`,
    );
    const items = [...xml.querySelectorAll('item')];
    expect(items.map((item) => text(item, 'title'))).toEqual([
      'Undercover Week',
      'A Quiet Season',
      'Six Issue 1 (Scan)',
      'Six Issue 2 (Scan)',
      'Six Issue 10 (Scan)',
      'Spring Summer 1997 Body Meets Dress (Archive)',
    ]);
    const dates = items.map((item) => Date.parse(text(item, 'pubDate')!));
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of items) {
      expect(text(item, 'link')).toMatch(/^https:\/\/folio\.example\//);
      expect(text(item, 'guid')).toBe(text(item, 'link'));
      expect(text(item, 'description')).toBeTruthy();
    }
  });

  it('is shared as pages are, and answered with a 304 when the reader holds the current feed', async () => {
    const { response } = await feed('comme-des-garçons');
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect(response.headers.get('X-Accel-Expires')).toMatch(/^@\d+$/);
    const etag = response.headers.get('ETag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9+/]{27}"$/);
    const again = await ask('comme-des-garçons', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
  });

  it('answers 404 for a designer without a page', async () => {
    await expect(feed('nobody')).rejects.toMatchObject({ init: { status: 404 } });
  });
});
