/**
 * Keyboard only: the skip link, a Tab walk through the navbar to the search box, a search, and the
 * contact modal (focus moves in, stays in, and comes back when it closes).
 */
import type { Page } from 'playwright-core';
import { SEARCH_LABEL } from './support/locators';
import { useSite } from './support/site';

const site = useSite('keyboard');

interface FocusStop {
  name: string;
  visible: boolean;
}

/** What has the focus: its accessible-ish name and whether a sighted keyboard user can see it. */
function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', visible: false };
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const name =
      element.getAttribute('aria-label') ||
      (element.id && document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent) ||
      element.innerText ||
      element.getAttribute('title') ||
      '';
    return {
      name: name.trim(),
      visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0',
    };
  });
}

/** Presses Tab until `reached` holds, and answers every stop on the way (the last one included). */
async function tabUntil(page: Page, reached: (stop: FocusStop) => boolean, maxStops = 400): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  while (stops.length < maxStops) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    stops.push(stop);
    if (reached(stop)) return stops;
  }
  throw new Error(`not reached in ${maxStops} Tab presses; last stops: ${JSON.stringify(stops.slice(-5))}`);
}

test('the first Tab offers the skip link, which moves the focus to the main content', async () => {
  const { page } = await site.visit('/scans');
  await page.keyboard.press('Tab');
  expect(await focusStop(page)).toEqual({ name: 'Skip to content', visible: true });
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('Tab walks the navbar to the search box, every stop visible and named; the search works from the keys', async () => {
  const { page } = await site.visit('/');
  const stops = await tabUntil(page, (stop) => stop.name === SEARCH_LABEL);
  const hidden = stops.filter((stop) => !stop.visible || !stop.name);
  expect(hidden).toEqual([]);
  expect(stops.map((stop) => stop.name)).toEqual(expect.arrayContaining(['ARTICLES', 'SCANS', 'ARCHIVES']));
  console.log(`[e2e] keyboard: ${stops.length} Tab stops from the top of the page to the search box`);

  await page.keyboard.type('six issue');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.press('ArrowDown');
  const highlighted = page.locator('[role="option"][aria-selected="true"]');
  const target = new URL((await highlighted.getAttribute('href')) ?? '', site.url).pathname;
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === target);
});

test('the contact modal takes the focus, keeps it while open, and gives it back when closed', async () => {
  const { page } = await site.visit('/articles');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // skip to the content, then on to the footer
  await tabUntil(page, (stop) => stop.name === 'CONTACT');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^GENERAL INQUIRY/ });
  await dialog.waitFor();
  const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  for (let press = 0; press < 15; press++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect((await focusStop(page)).name).toBe('CONTACT');
});
