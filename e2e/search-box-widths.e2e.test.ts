/**
 * The navbar search box from the smallest phone to a desktop, as a visitor uses it at each width: opened with
 * a tap, a click or the keyboard, it must be wide enough to show what is typed, and answer with its dropdown.
 */
import type { Page } from 'playwright-core';
import type { Device } from './support/chromium';
import { expectNoAxeViolations } from './support/axe';
import { searchForm, searchInput } from './support/locators';
import { useSite } from './support/site';

const site = useSite('search-box-widths');

/** Phones, the narrow row just above the 500 px mobile breakpoint (where the box once had no room), desktops. */
const WIDTHS = [320, 390, 520, 560, 600, 900, 1280];
const HEIGHT = 800;
/** Narrower than this, a few letters of a query already scroll out of sight. */
const MIN_INPUT_WIDTH = 120;
const QUERY = 'six';

type Opening = 'tap' | 'click' | 'keyboard';

/** A touch phone below the breakpoint; from there on a pointer, and at two widths the keyboard alone. */
const how = (width: number): { device: Device; opening: Opening } =>
  width < 500
    ? { device: 'mobile', opening: 'tap' }
    : { device: 'desktop', opening: width === 560 || width === 900 ? 'keyboard' : 'click' };

/** Waits for the box's width transition, so that what is measured is where it settles. */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

/** Tab from the top of the page until the search box has the focus (past every menu link), as a keyboard user does. */
async function tabToSearch(page: Page) {
  for (let presses = 0; presses < 400; presses++) {
    await page.keyboard.press('Tab');
    if (await searchInput(page).evaluate((input) => input === document.activeElement)) return;
  }
  throw new Error('the search box never got the focus from the keyboard');
}

/** Where the input is, whether its text fits it, and whether anything covers its middle. */
const inputLayout = (page: Page) =>
  searchInput(page).evaluate((input: HTMLInputElement) => {
    const box = input.getBoundingClientRect();
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = getComputedStyle(input).font;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      width: Math.round(box.width),
      left: Math.round(box.left),
      right: Math.round(box.right),
      viewport: window.innerWidth,
      textFits: context.measureText(input.value).width <= input.clientWidth,
      onTop: hit === input || input.contains(hit),
    };
  });

test.each(WIDTHS)('at %i px the search box opens, shows what is typed and answers', async (width) => {
  const { device, opening } = how(width);
  const visit = await site.open(device);
  const { page } = visit;
  await page.setViewportSize({ width, height: HEIGHT });
  await site.goto(visit, '/');
  const collapsed = await searchForm(page).boundingBox();
  // The spec's navbar holds its three sections in the row from its 500 px mobile breakpoint up.
  const sectionsInRow = await page.getByRole('navigation', { name: 'Main' }).isVisible();
  const headerFits = await page.getByRole('banner').evaluate((header) => header.scrollWidth <= header.clientWidth);
  // What the navbar's row holds, in order and at what width, to read a failure by.
  const row = await page
    .getByRole('banner')
    .locator(':scope > *')
    .evaluate((toolbar) =>
      Array.from(toolbar.children)
        .filter((item) => getComputedStyle(item).display !== 'none')
        .map(
          (item) =>
            `${item.getAttribute('aria-label') ?? item.tagName.toLowerCase()} ${Math.round(item.getBoundingClientRect().width)}`,
        ),
    );

  if (opening === 'tap') await searchForm(page).tap();
  else if (opening === 'click') await searchForm(page).click();
  else await tabToSearch(page);
  await page.waitForSelector('form[role="search"][data-expanded="true"]');
  await transitionsDone(page);
  await page.keyboard.type(QUERY);
  expect(await searchInput(page).inputValue()).toBe(QUERY);

  // One comparison, so that a failure shows every measure taken at this width.
  const input = await inputLayout(page);
  expect({
    width,
    row,
    input,
    wideEnough: input.width >= MIN_INPUT_WIDTH,
    onScreen: input.left >= 0 && input.right <= width,
    // Collapsed, the box was on the screen and nothing of the navbar spilled past its right edge.
    collapsedOnScreen: !!collapsed && collapsed.x >= 0 && collapsed.x + collapsed.width <= width,
    headerFits,
    sectionsInRow,
  }).toEqual({
    width,
    row,
    input: { ...input, textFits: true, onTop: true },
    wideEnough: true,
    onScreen: true,
    collapsedOnScreen: true,
    headerFits: true,
    sectionsInRow: width >= 500,
  });

  const dropdown = page.getByRole('listbox');
  await dropdown.waitFor();
  expect(await dropdown.getAttribute('aria-label')).toBe(`Results for “${QUERY}”`);
  expect(await dropdown.getByRole('option', { name: /Six Issue 1\b/ }).count()).toBeGreaterThan(0);
  const list = await dropdown.boundingBox();
  expect(!!list && list.x >= 0 && list.x + list.width <= width).toBe(true);
  await expectNoAxeViolations(page);
});
