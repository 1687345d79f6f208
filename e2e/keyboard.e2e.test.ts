/**
 * Keyboard only: the skip link, a Tab walk through the navbar to the search box, a search, the
 * contact modal (focus moves in, stays in, and comes back when it closes), and the scan reader (its
 * controls reached by Tab, each with a visible focus indicator, and focus back on the zoom button when
 * Escape closes the zoom view).
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

interface ReaderStop extends FocusStop {
  /** Inside the scan reader's region. */
  inReader: boolean;
  /** A focus ring a sighted keyboard user can see: an outline or a box shadow. */
  indicator: string | null;
}

/**
 * The focused element, where it is, and its focus indicator: a computed outline or box shadow on the
 * element itself or, for a text field, on the field's box around the <input> (where MUI draws it).
 */
async function readerStop(page: Page): Promise<ReaderStop> {
  const stop = await focusStop(page);
  const more = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { inReader: false, indicator: null };
    const ringOf = (candidate: Element): string | null => {
      const style = getComputedStyle(candidate);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
      return null;
    };
    const fieldBox = element.tagName === 'INPUT' ? element.closest('.MuiInputBase-root') : null;
    return {
      inReader: Boolean(element.closest('[role="region"][aria-label$=": reader"]')),
      indicator: ringOf(element) ?? (fieldBox ? ringOf(fieldBox) : null),
    };
  });
  return { ...stop, ...more };
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

test("Tab reaches the scan reader's controls, each with a visible focus ring; Escape leaves zoom with focus back on its button", async () => {
  const { page } = await site.visit('/scans/comme-des-garçons/six-issue-2');
  await page.getByRole('region', { name: 'Six Issue 2: reader' }).waitFor();
  const stops: ReaderStop[] = [];
  for (let press = 0; press < 200; press++) {
    await page.keyboard.press('Tab');
    const stop = await readerStop(page);
    stops.push(stop);
    if (/^Go to page \d+$/.test(stop.name)) break;
  }
  const inReader = stops.filter((stop) => stop.inReader);
  const names = inReader.map((stop) => stop.name);
  console.log(`[e2e] keyboard: reader stops ${JSON.stringify(names)}`);
  expect(names).toEqual(expect.arrayContaining(['Next page', 'Page', expect.stringMatching(/^Go to page \d+$/)]));
  // Every reader stop is named, visible, and shows where the focus is.
  expect(inReader.filter((stop) => !stop.name || !stop.visible || !stop.indicator)).toEqual([]);

  // Back to a page button (Shift+Tab), into the zoom view, and out again with Escape.
  let zoomButton: ReaderStop | undefined;
  for (let press = 0; press < 40 && !zoomButton; press++) {
    await page.keyboard.press('Shift+Tab');
    const stop = await readerStop(page);
    if (/^Zoom in on page \d+$/.test(stop.name)) zoomButton = stop;
  }
  if (!zoomButton) throw new Error('no zoom button before the thumbnails in the Tab order');
  expect(zoomButton.indicator).not.toBeNull();
  const pageNumber = zoomButton.name.replace('Zoom in on page ', '');
  await page.keyboard.press('Enter');
  const zoom = page.getByRole('dialog', { name: `Six Issue 2, page ${pageNumber}` });
  await zoom.waitFor();
  await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  await page.keyboard.press('Escape');
  await zoom.waitFor({ state: 'hidden' });
  const back = await readerStop(page);
  expect(back.name).toBe(zoomButton.name);
  expect(back.indicator).not.toBeNull();
});
