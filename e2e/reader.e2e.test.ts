/**
 * A scan's pages: turning them with the buttons and the keyboard, jumping by thumbnail or page number,
 * a link to a page, Back after a jump, and the zoom view.
 */
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { useSite } from './support/site';

const site = useSite('reader');

const SCAN = '/scans/comme-des-garçons/six-issue-2';
const reader = (page: Page) => page.getByRole('region', { name: 'Six Issue 2: reader' });
/** The reader's announcement of what is on screen, e.g. "Pages 2 and 3 of 7". */
const position = (page: Page) => reader(page).getByRole('status');
const pageParam = (page: Page) => new URL(page.url()).searchParams.get('page');

async function waitForPosition(page: Page, text: string | RegExp): Promise<void> {
  await position(page).filter({ hasText: text }).waitFor();
}

test('the buttons turn the pages, a spread at a time, and the URL follows', async () => {
  const { page } = await site.visit(SCAN);
  await waitForPosition(page, 'Page 1 of 7');
  expect(await reader(page).getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

  await reader(page).getByRole('button', { name: 'Next page' }).click();
  await waitForPosition(page, 'Pages 2 and 3 of 7');
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await reader(page).getByRole('button', { name: 'Two-page spread' }).click();
  await waitForPosition(page, 'Page 2 of 7');
  await reader(page).getByRole('button', { name: 'Next page' }).click();
  await waitForPosition(page, 'Page 3 of 7');
  expect(pageParam(page)).toBe('3');
});

test('thumbnails and the page number jump, Back returns, and the keyboard turns pages', async () => {
  const { page } = await site.visit(SCAN);
  await reader(page).getByRole('button', { name: 'Go to page 6' }).click();
  await waitForPosition(page, /^Pages? 6\b/);
  await page.waitForURL((url) => url.searchParams.get('page') === '6');
  expect(await reader(page).getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

  await page.goBack();
  await waitForPosition(page, 'Page 1 of 7');

  const pageNumber = reader(page).getByRole('textbox', { name: 'Page' });
  await pageNumber.fill('4');
  await pageNumber.press('Enter');
  await waitForPosition(page, /\b4\b.* of 7/);

  await reader(page)
    .getByRole('button', { name: /^Zoom in on page/ })
    .first()
    .focus();
  await page.keyboard.press('Home');
  await waitForPosition(page, 'Page 1 of 7');
  await page.keyboard.press('ArrowRight');
  await waitForPosition(page, /^Pages? 2\b/);
  await page.keyboard.press('End');
  await waitForPosition(page, /\b7 of 7$/);
});

test('a link to a page opens the reader there, and the zoom view opens and closes', async () => {
  const visit = await site.visit(`${SCAN}?page=5`);
  const { page } = visit;
  await waitForPosition(page, /\b5\b.* of 7/);
  await reader(page)
    .getByRole('button', { name: /^Zoom in on page [45]$/ })
    .first()
    .click();
  const zoom = page.getByRole('dialog', { name: /^Six Issue 2, page [45]$/ });
  await zoom.waitFor();
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'reader-zoom', { overlay: true });
  await page.keyboard.press('Escape');
  await zoom.waitFor({ state: 'hidden' });
});

test("a scan's cover is fetched at the width it is drawn: on a 700 px wide tablet, a rendition, not the original", async () => {
  const visit = await site.open('desktop');
  await visit.page.setViewportSize({ width: 700, height: 1000 });
  await site.goto(visit, SCAN);
  const cover = visit.page.getByRole('img', { name: 'Cover of Six Issue 2' });
  // Drawn at most 420 px wide below 900 px: the 545 px rendition, where "100vw" fetched the 720 px original.
  expect((await cover.boundingBox())?.width).toBeLessThanOrEqual(420);
  const fetched = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(fetched).toMatch(/\/uploads\/medium_/);
});
