/**
 * The not-found screen (and its way home) and the busy screen shown when the rate-limit check answers 429,
 * gone again on the next load once the check answers 204.
 */
import {
  BUSY_HEADING,
  BUSY_LINK_LABEL,
  BUSY_MESSAGE,
  NOT_FOUND_HEADING,
  NOT_FOUND_MESSAGE,
  RETURN_HOME_LABEL,
} from '@folio/core';
import { expectNoAxeViolations } from './support/axe';
import { mainNav } from './support/locators';
import { saveScreenshot } from './support/screenshots';
import { pathIs, useSite } from './support/site';
import { DEVICES } from './support/chromium';

const site = useSite('status-screens');

test.each([
  ['an unknown route', '/no-such-page'],
  ['an unknown scan of a known designer', '/scans/comme-des-garçons/no-such-issue'],
  ['an unknown article', '/articles/no-such-article'],
])('%s answers 404 with the not-found screen, and Return Home leads home', async (_label, path) => {
  const visit = await site.open();
  visit.problems.expectHttpError(404, path);
  const response = await site.goto(visit, path);
  expect(response?.status()).toBe(404);
  const { page } = visit;
  await page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }).waitFor();
  expect(await page.getByText(NOT_FOUND_MESSAGE).isVisible()).toBe(true);
  expect(await page.title()).toMatch(/ \| Folio$/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);

  await page.getByRole('link', { name: RETURN_HOME_LABEL }).click();
  await page.waitForURL(pathIs('/'));
  await page.getByRole('heading', { level: 2, name: 'Latest articles' }).waitFor();
});

test.each(DEVICES)(
  'on %s, a 429 from the rate-limit check replaces the whole shell with the busy screen, until the next load',
  async (device) => {
    const visit = await site.open(device);
    const { page } = visit;
    visit.problems.expectHttpError(429, '/api/rate-limit');
    // Only this request is answered by the test; everything else reaches the real servers.
    await page.route('**/api/rate-limit', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' },
        json: {
          data: null,
          error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.' },
        },
      }),
    );
    await site.goto(visit, '/');
    await page.getByRole('heading', { level: 1, name: BUSY_HEADING }).waitFor();
    expect(await page.getByText(BUSY_MESSAGE).isVisible()).toBe(true);
    const instagram = page.getByRole('link', { name: BUSY_LINK_LABEL });
    expect(await instagram.getAttribute('href')).toMatch(/^https:\/\/(www\.)?instagram\.com\//);
    expect(await instagram.getAttribute('target')).toBe('_blank');
    // The shell is gone: no header, no footer.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(visit, 'busy');

    // Spec: the site recovers on the next load once the check no longer says 429.
    await page.unroute('**/api/rate-limit');
    const checks: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/rate-limit') checks.push(response.status());
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('banner').waitFor();
    expect(checks).toEqual([204]);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1, name: BUSY_HEADING }).count()).toBe(0);
    expect(await page.getByText(BUSY_MESSAGE).count()).toBe(0);
    await page.getByRole('heading', { level: 2, name: 'Latest articles' }).waitFor();
  },
);

test('the rate-limit check is made once per page load and a 204 keeps the normal shell', async () => {
  const visit = await site.open();
  const checks: number[] = [];
  visit.page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/rate-limit') checks.push(response.status());
  });
  await site.goto(visit, '/');
  expect(checks).toEqual([204]);
  await mainNav(visit.page).getByRole('link', { name: 'SCANS', exact: true }).click();
  await visit.page.getByRole('heading', { level: 1, name: 'SCANS' }).waitFor();
  expect(checks).toEqual([204]);
});
