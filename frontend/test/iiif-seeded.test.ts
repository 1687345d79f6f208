/**
 * @jest-environment node
 *
 * IIIF end to end on the real parts: the built CMS on a private copy of the seeded demo library and the
 * production site in front of it. A seeded scan's manifest parses with @iiif/parser with its canvases the
 * scan's pages in order, and the image service answers info.json and tiles at the right sizes, for the
 * pyramids the CMS builds once it is up and for one written here with sharp's `iiif3` layout
 * into the CMS's uploads, as the CMS writes them.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import type { Scan } from '@folio/core';
import { copySeed, templateIn } from '../../cms/tests/support/seed-cache';
import { eventually } from './support/eventually';
import { seededLibrary, snapshotSiteBuild, startStack, type RunningStack } from '../../e2e/support/servers';

/** The part of sharp's API this test uses (sharp is the CMS's dependency). */
interface Sharp {
  tile: (options: { layout: 'iiif3'; size: number; id: string }) => Sharp;
  toFile: (path: string) => Promise<unknown>;
  metadata: () => Promise<{ width?: number; height?: number }>;
}
const sharp = createRequire(path.resolve(__dirname, '../../cms/package.json'))('sharp') as (
  input: string | Buffer,
) => Sharp;

// Seeding (when the CMS sources changed since the cached seed) generates every image: minutes.
jest.setTimeout(900_000);

const PROFILE = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';
const OWN_PYRAMID = 'folio_iiif_test_pyramid';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-iiif-seeded-'));
const library = templateIn(workDir);
let siteDir: string;
let stack: RunningStack;
let scan: Scan;

beforeAll(async () => {
  // A private copy: this test writes a pyramid into its uploads.
  copySeed(await seededLibrary(), library);
  siteDir = await snapshotSiteBuild();
  stack = await startStack(library, siteDir, 'iiif');
  const scans = (await (await fetch(`${stack.cmsUrl}/api/catalog/scans`)).json()) as Scan[];
  scan = scans.find((candidate) => candidate.pages.length >= 2)!;
  expect(scan).toBeDefined();
}, 900_000);

afterAll(async () => {
  await stack?.stop();
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(workDir, { recursive: true, force: true });
});

interface Body {
  id: string;
  width: number;
  height: number;
  service?: { id: string; type: string; profile: string }[];
}
interface Manifest {
  id: string;
  behavior: string[];
  items: { id: string; width: number; height: number; items: { items: { body: Body }[] }[] }[];
}

const absolute = (url: string) => (url.startsWith('/') ? `${stack.siteUrl}${url}` : url);

interface TiledInfo {
  id: string;
  width: number;
  height: number;
  tiles: { width: number; scaleFactors: number[] }[];
}

/** Fetches info.json and a tile at each end of the pyramid through the site, checking their sizes. */
async function checkImageService(serviceId: string, width: number, height: number) {
  const base = new URL(serviceId).pathname;
  const infoResponse = await fetch(`${stack.siteUrl}${base}/info.json`);
  expect(infoResponse.status).toBe(200);
  expect(infoResponse.headers.get('access-control-allow-origin')).toBe('*');
  const info = (await infoResponse.json()) as TiledInfo;
  expect(info).toMatchObject({ id: `${stack.siteUrl}${base}`, width, height });
  await checkTiles(base, info);
}

/** A tile at each end of the pyramid `info` describes, fetched through the site at `base`. */
async function checkTiles(base: string, { width, height, tiles }: TiledInfo) {
  const [{ width: tile, scaleFactors }] = tiles;
  for (const factor of [Math.min(...scaleFactors), Math.max(...scaleFactors)]) {
    const region = tile * factor;
    const w = Math.min(region, width);
    const h = Math.min(region, height);
    const size = [Math.ceil(w / factor), Math.ceil(h / factor)];
    const name = w === width && h === height ? 'full' : `0,0,${w},${h}`;
    const response = await fetch(`${stack.siteUrl}${base}/${name}/${size.join(',')}/0/default.jpg`);
    expect([name, response.status]).toEqual([name, 200]);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    // A pyramid under its build's id never changes; one under a bare hash (made before versions) may.
    expect(response.headers.get('cache-control')).toBe(
      base.includes('~') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
    );
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual(size);
  }
}

it("serves a seeded scan's manifest: valid for @iiif/parser, a canvas per page in reading order", async () => {
  const response = await fetch(`${stack.siteUrl}/iiif/scans/${scan.documentId}/manifest.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(PROFILE);
  const manifest = (await response.json()) as Manifest;
  const state = { warnings: [] as string[] };
  presentation3StrictUpgrade(structuredClone(manifest) as never, state);
  expect(state.warnings).toEqual([]);
  const { entities } = normalize(structuredClone(manifest)) as unknown as {
    entities: { Manifest: Record<string, { items: { id: string }[] }> };
  };
  expect(entities.Manifest[manifest.id].items).toHaveLength(scan.pages.length);
  expect(manifest.behavior).toEqual(['paged']);
  const bodies = manifest.items.map((canvas) => canvas.items[0].items[0].body);
  expect(bodies.map((body) => body.id)).toEqual(scan.pages.map((page) => absolute(page.url)));
  expect(manifest.items.map((canvas) => [canvas.width, canvas.height])).toEqual(
    scan.pages.map((page) => [page.width, page.height]),
  );
  // Each painted image is the page itself.
  const first = await fetch(bodies[0].id);
  expect(first.status).toBe(200);
});

it('serves the pyramids the CMS builds after the seed, named in the manifests once built', async () => {
  // The CMS makes pyramids off the request path once it is up: the first finished ones are enough.
  const tiled = await eventually(
    async () => {
      const scans = (await (await fetch(`${stack.cmsUrl}/api/catalog/scans`)).json()) as Scan[];
      return scans.flatMap((entry) => entry.pages.filter((page) => page.deepZoom).map((page) => ({ entry, page })));
    },
    (found) => found.length > 0,
    { failure: () => 'no page of any scan got a tile pyramid', timeoutMs: 300_000, intervalMs: 2_000 },
  );
  const { entry, page } = tiled[0];
  expect(page.deepZoom).toMatch(/^[A-Za-z0-9_-]+~[0-9a-z]+$/);
  await checkImageService(`${stack.siteUrl}/iiif/image/${page.deepZoom}`, page.width, page.height);
  // The catalog changed when the pyramid was done: the site's manifest follows it.
  const serviceId = `${stack.siteUrl}/iiif/image/${page.deepZoom}`;
  await eventually(
    async () => (await fetch(`${stack.siteUrl}/iiif/scans/${entry.documentId}/manifest.json`)).text(),
    (text) => text.includes(JSON.stringify(serviceId)),
    { failure: () => `the manifest of ${entry.documentId} never named ${serviceId}`, timeoutMs: 30_000 },
  );
});

// The level-2 service describes only images the CMS has a record of; stored tiles are relayed as they are.
it("relays the tiles of a pyramid written into the CMS's uploads, as the CMS writes them", async () => {
  const page = scan.pages[0];
  const original = path.join(library.publicDir, new URL(page.url, 'http://cms').pathname);
  const folder = path.join(library.publicDir, 'uploads', 'iiif', OWN_PYRAMID);
  await sharp(original).tile({ layout: 'iiif3', size: 512, id: 'https://placeholder.invalid/iiif' }).toFile(folder);
  const stored = JSON.parse(fs.readFileSync(path.join(folder, 'info.json'), 'utf8')) as TiledInfo;
  expect([stored.width, stored.height]).toEqual([page.width, page.height]);
  await checkTiles(`/iiif/image/${OWN_PYRAMID}`, stored);
  const missing = await fetch(`${stack.siteUrl}/iiif/image/folio_no_such_pyramid/info.json`);
  expect(missing.status).toBe(404);
});
