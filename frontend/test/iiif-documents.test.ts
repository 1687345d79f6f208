/**
 * @jest-environment node
 *
 * The production site's IIIF documents over the stand-in CMS: manifests and collections at their
 * addresses with the Presentation 3 media type, readable from any origin, a 304 for a copy still
 * current, 404 for unknown ids, new content after a publish (as pages follow the catalog version);
 * the entry page links its manifest, and the pages and the API stay closed to other origins.
 */
import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import type { Scan } from '@folio/core';
import { JSDOM } from 'jsdom';
import * as fixtures from './fixtures/catalog';
import { eventually } from './support/eventually';
import { siteWithStubCms } from './support/stubbedSite';

jest.setTimeout(120_000);

const PUBLIC_SITE_URL = 'https://folio.example';
const PROFILE = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';

/** The catalog's scans with a tile pyramid for the first page of the first scan. */
const scans: Scan[] = fixtures.scans.map((scan, index) =>
  index === 0
    ? { ...scan, pages: scan.pages.map((page, n) => ({ ...page, deepZoom: n === 0 ? 'p1_h4sh' : null })) }
    : scan,
);
const scan = scans[0];

const stack = siteWithStubCms({ PUBLIC_SITE_URL }, { snapshot: true });

// The site asks for no catalog before its first request, so this is as if published before it started.
beforeAll(() => stack.cms.publish('scans', scans));

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.site.url}${path}`, { headers: { Origin: 'https://viewer.example', ...headers } });

interface ParsedManifest {
  id: string;
  label: Record<string, string[]>;
  items: { id: string; items: { items: { body: { id: string; service?: { id: string }[] } }[] }[] }[];
}

describe('manifests', () => {
  it("serves a scan's manifest by documentId, valid for @iiif/parser, its canvases the pages in order", async () => {
    const response = await get(`/iiif/scans/${scan.documentId}/manifest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PROFILE);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=60, stale-if-error=86400',
    );
    const manifest = (await response.json()) as ParsedManifest;
    const state = { warnings: [] as string[] };
    presentation3StrictUpgrade(structuredClone(manifest) as never, state);
    expect(state.warnings).toEqual([]);
    const { entities } = normalize(structuredClone(manifest)) as unknown as {
      entities: { Manifest: Record<string, { items: { id: string }[] }> };
    };
    expect(entities.Manifest[manifest.id].items.map((canvas) => canvas.id)).toEqual(
      manifest.items.map((canvas) => canvas.id),
    );
    expect(manifest.id).toBe(`${PUBLIC_SITE_URL}/iiif/scans/${scan.documentId}/manifest.json`);
    const bodies = manifest.items.map((canvas) => canvas.items[0].items[0].body);
    expect(bodies.map((body) => body.id)).toEqual(scan.pages.map((page) => `${PUBLIC_SITE_URL}${page.url}`));
    expect(bodies[0].service).toEqual([
      { id: `${PUBLIC_SITE_URL}/iiif/image/p1_h4sh`, type: 'ImageService3', profile: 'level2' },
    ]);
    expect(bodies[1].service).toBeUndefined();
  });

  it('answers 304 to a client holding the current copy', async () => {
    const first = await get(`/iiif/scans/${scan.documentId}/manifest.json`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get(`/iiif/scans/${scan.documentId}/manifest.json`, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
  });

  it("serves an archive entry's manifest and 404 for ids the library does not hold", async () => {
    const archive = fixtures.archives[0];
    const response = await get(`/iiif/archives/${archive.documentId}/manifest.json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ParsedManifest).label).toEqual({ none: [archive.title] });
    for (const unknown of [
      '/iiif/scans/nope/manifest.json',
      `/iiif/archives/${scan.documentId}/manifest.json`,
      '/iiif/designers/nobody/collection.json',
    ]) {
      const missing = await get(unknown);
      expect([unknown, missing.status]).toEqual([unknown, 404]);
      expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('follows a publish, as pages do', async () => {
    stack.cms.publish('scans', [{ ...scan, title: 'Six Issue 1, revised' }, ...scans.slice(1)]);
    await eventually(
      async () => ((await (await get(`/iiif/scans/${scan.documentId}/manifest.json`)).json()) as ParsedManifest).label,
      (label) => label.none?.[0] === 'Six Issue 1, revised',
      { failure: (label) => `the manifest still says ${JSON.stringify(label)}`, timeoutMs: 15_000 },
    );
    stack.cms.publish('scans', scans);
  });
});

describe('rights and attribution', () => {
  interface Stated {
    rights: string;
    requiredStatement: { label: Record<string, string[]>; value: Record<string, string[]> };
  }
  const stated = async (path: string) => {
    const { rights, requiredStatement } = (await (await get(path)).json()) as Stated;
    return { rights, requiredStatement };
  };
  const documents = [
    `/iiif/scans/${scan.documentId}/manifest.json`,
    `/iiif/archives/${fixtures.archives[0].documentId}/manifest.json`,
    `/iiif/designers/${encodeURIComponent(scan.designerorbrand.slug)}/collection.json`,
    '/iiif/collection.json',
  ];

  it("state the site settings' rights statement and attribution, and follow an editor's change", async () => {
    expect(await stated(documents[0])).toEqual({
      rights: 'http://rightsstatements.org/vocab/InC-EDU/1.0/',
      requiredStatement: {
        label: { en: ['Attribution'] },
        value: {
          en: [
            'Provided by Folio. Rights remain with the publishers; reuse for education and research. ' +
              'Rights: In Copyright – Educational Use Permitted (http://rightsstatements.org/vocab/InC-EDU/1.0/).',
          ],
        },
      },
    });
    stack.cms.publish('site', {
      settings: {
        ...fixtures.settings,
        iiifRights: 'http://creativecommons.org/licenses/by-nc/4.0/',
        iiifAttribution: 'Lent to {siteName} by its readers.',
      },
      about: fixtures.about,
    });
    const rights = 'http://creativecommons.org/licenses/by-nc/4.0/';
    // A manifest names the statement of its entry after the attribution; a collection states the attribution alone.
    const edited = (path: string) => ({
      rights,
      requiredStatement: {
        label: { en: ['Attribution'] },
        value: {
          en: [
            path.endsWith('/manifest.json')
              ? `Lent to Folio by its readers. Rights: CC BY-NC 4.0 (${rights}).`
              : 'Lent to Folio by its readers.',
          ],
        },
      },
    });
    try {
      await eventually(
        () => stated(documents[0]),
        (statement) => statement.rights === rights,
        { failure: (statement) => `the manifest still says ${JSON.stringify(statement)}`, timeoutMs: 15_000 },
      );
      for (const path of documents) expect([path, await stated(path)]).toEqual([path, edited(path)]);
    } finally {
      stack.cms.publish('site', { settings: fixtures.settings, about: fixtures.about });
    }
  });
});

describe('collections', () => {
  it("lists a designer's scans and archive entries by slug, and every designer in the top collection", async () => {
    const slug = scan.designerorbrand.slug;
    const designer = await get(`/iiif/designers/${encodeURIComponent(slug)}/collection.json`);
    expect(designer.status).toBe(200);
    expect(designer.headers.get('content-type')).toBe(PROFILE);
    const collection = (await designer.json()) as { items: { id: string; type: string }[] };
    const expected = [...scans, ...fixtures.archives].filter((entry) => entry.designerorbrand.slug === slug);
    expect(collection.items).toHaveLength(expected.length);
    expect(collection.items).toContainEqual(
      expect.objectContaining({
        type: 'Manifest',
        id: `${PUBLIC_SITE_URL}/iiif/scans/${scan.documentId}/manifest.json`,
      }),
    );
    const top = (await (await get('/iiif/collection.json')).json()) as { items: { id: string; type: string }[] };
    const designers = new Set([...scans, ...fixtures.archives].map((entry) => entry.designerorbrand.slug));
    expect(top.items).toHaveLength(designers.size);
    expect(top.items.map((item) => item.type)).toEqual([...designers].map(() => 'Collection'));
    expect(top.items.map((item) => item.id)).toContain(
      `${PUBLIC_SITE_URL}/iiif/designers/${encodeURIComponent(slug)}/collection.json`,
    );
  });
});

describe('the rest of the site', () => {
  it('links the manifest from the entry page, visibly and in the head', async () => {
    const response = await get(scan.path);
    expect(response.status).toBe(200);
    const { document } = new JSDOM(await response.text()).window;
    const alternate = document.querySelector(`link[rel="alternate"][type='${PROFILE}']`);
    expect(alternate?.getAttribute('href')).toBe(`/iiif/scans/${scan.documentId}/manifest.json`);
    const link = [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === 'IIIF manifest');
    expect(link?.getAttribute('href')).toBe(`/iiif/scans/${scan.documentId}/manifest.json`);
    expect(link?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it.each(['/', scan.path, '/api/catalog/version', '/sitemap.xml'])(
    '%s stays closed to other origins',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${stack.site.url}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://viewer.example', 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('keeps its security headers on IIIF answers', async () => {
    const response = await get(`/iiif/scans/${scan.documentId}/manifest.json`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
