/**
 * Every page type, on a desktop and at 390 px: it renders without a problem, axe finds no WCAG 2.1 AA
 * violation, and a full-page screenshot lands in artifacts/screenshots/ for a reader to look at.
 */
import type { ArchiveEntry } from '@folio/core';
import { NOT_FOUND_HEADING } from '@folio/core';
import { DEVICES } from './support/chromium';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { useSite } from './support/site';

const site = useSite('pages');

interface PageType {
  name: string;
  path: () => string;
  /** The page's main heading, to be sure the right page rendered. */
  heading: string | RegExp;
  /** HTTP status of the document. */
  status?: number;
}

let archiveEntry: ArchiveEntry;

beforeAll(async () => {
  const archives = (await (await fetch(`${site.cmsUrl}/api/catalog/archives`)).json()) as ArchiveEntry[];
  archiveEntry = archives[0];
});

const PAGE_TYPES: PageType[] = [
  { name: 'home', path: () => '/', heading: /folio/i },
  { name: 'contributors', path: () => '/contributors', heading: /about/i },
  { name: 'articles', path: () => '/articles', heading: /articles/i },
  {
    name: 'article',
    path: () => '/articles/in-conversation-with-an-archivist-part-1',
    heading: 'In Conversation with an Archivist, Part 1',
  },
  { name: 'scans', path: () => '/scans', heading: 'SCANS' },
  { name: 'scans-designer', path: () => '/scans/comme-des-garçons', heading: /Comme des Garçons/ },
  { name: 'scan', path: () => '/scans/comme-des-garçons/six-issue-1', heading: 'Six Issue 1' },
  { name: 'archives', path: () => '/archives', heading: 'ARCHIVES' },
  { name: 'archives-designer', path: () => `/archives/${archiveEntry.designerorbrand.slug}`, heading: /./ },
  { name: 'archive-entry', path: () => archiveEntry.path, heading: /./ },
  { name: 'search-results', path: () => '/searchResults?key=six', heading: /six/i },
  { name: 'not-found', path: () => '/no-such-page', heading: NOT_FOUND_HEADING, status: 404 },
];

describe.each(DEVICES)('on %s', (device) => {
  test.each(PAGE_TYPES)('$name', async ({ name, path, heading, status = 200 }) => {
    const visit = await site.open(device);
    const target = path();
    if (status !== 200) visit.problems.expectHttpError(status, decodeURIComponent(new URL(target, site.url).pathname));
    const response = await site.goto(visit, target);
    expect(response?.status()).toBe(status);
    await visit.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await expectNoAxeViolations(visit.page);
    await saveScreenshot(visit, name);
  });
});
