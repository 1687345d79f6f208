/**
 * @jest-environment node
 *
 * A renamed scan keeps its old address working, end to end with the real parts: the built CMS in
 * production mode (its own empty SQLite file) and the production site server in front of it. An editor
 * publishes a scan, visitors open (and the site caches) its page, the editor gives it a new slug through
 * the admin API; the old address then answers 301 to the new one, the new one 200, and the sitemap
 * lists only the new one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningCms } from '../../bench/lib/cms';
import { startEditorCms, type EditorCms } from './support/editorCms';
import { eventually } from './support/eventually';
import type { RunningSite } from './support/siteServer';
import { startSiteSnapshot } from './support/siteSnapshot';

jest.setTimeout(180_000);

/** Ten minutes: only the CMS's change announcement can refresh the site's copies within this file. */
const CONTENT_MAX_AGE_MS = 600_000;
const SHOWS_WITHIN_MS = 60_000;
const CM = '/content-manager/collection-types';
const OLD_PATH = '/scans/maison-éditions/catalogue-(spring-1995)';
const NEW_PATH = '/scans/maison-éditions/catalogue-spring-1995,-reissued';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-former-'));
let cms: RunningCms;
let site: RunningSite;
let admin: EditorCms['admin'];
let scanId: string;

const visit = (pagePath: string) =>
  fetch(`${site.url}${encodeURI(pagePath)}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });

beforeAll(async () => {
  const started = await startEditorCms(workDir);
  ({ cms, admin } = started);
  const { coverId } = started;

  const designer = await admin('POST', `${CM}/api::designer.designer/actions/publish`, { name: 'Maison Éditions' });
  expect(designer.status).toBe(200);
  const designerId = ((await designer.json()) as { data: { documentId: string } }).data.documentId;
  const scan = await admin('POST', `${CM}/api::scan.scan/actions/publish`, {
    title: 'Catalogue (Spring 1995)',
    cover: coverId,
    designer: { connect: [{ documentId: designerId }] },
  });
  expect([scan.status, scan.status === 200 ? '' : await scan.text()]).toEqual([200, '']);
  scanId = ((await scan.json()) as { data: { documentId: string } }).data.documentId;

  site = await startSiteSnapshot({ CMS_URL: cms.url, CONTENT_MAX_AGE_MS: String(CONTENT_MAX_AGE_MS) });
});

afterAll(async () => {
  await site?.stop();
  await cms?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

it('serves the scan at the address made from its designer and title, and caches the page', async () => {
  expect((await visit(OLD_PATH)).status).toBe(200);
  expect((await visit(OLD_PATH)).status).toBe(200);
});

it('answers the old address with a 301 to the new one once the editor changes the slug', async () => {
  const renamed = await admin('POST', `${CM}/api::scan.scan/${scanId}/actions/publish`, {
    slug: 'catalogue-spring-1995,-reissued',
  });
  expect(renamed.status).toBe(200);

  await eventually(
    async () => (await visit(OLD_PATH)).status,
    (status) => status === 301,
    { failure: (status) => `the old address answered ${status}, never the 301`, timeoutMs: SHOWS_WITHIN_MS },
  );
  const moved = await visit(`${OLD_PATH}?page=2`);
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe(`${encodeURI(NEW_PATH)}?page=2`);
  const current = await visit(NEW_PATH);
  expect(current.status).toBe(200);
  expect(await current.text()).toContain('Catalogue (Spring 1995)');

  const sitemap = await (await visit('/sitemap.xml')).text();
  expect(sitemap).toContain(encodeURI(NEW_PATH));
  expect(sitemap).not.toContain(encodeURI(OLD_PATH));
});

it('sends a client-side navigation to the old address (a data request) on to the new one', async () => {
  // A page rendered before the move still links to the old address; following it asks the route's loader.
  const navigation = await visit(`${OLD_PATH}.data`);
  const answer = { status: navigation.status, body: await navigation.text() };
  // React Router's answer to a data request that redirects: 202, with the redirect and its status inside.
  expect(answer).toEqual({ status: 202, body: expect.stringContaining('SingleFetchRedirect') });
  expect(answer.body).toContain(`"redirect","${encodeURI(NEW_PATH)}","status",301`);
});
