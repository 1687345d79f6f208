/**
 * The magazine: the articles list → an interview → its Part 2, by the navbar and the article's own links.
 */
import { expectNoAxeViolations } from './support/axe';
import { mainNav } from './support/locators';
import { pathIs, useSite } from './support/site';

const site = useSite('articles');

const PART_1 = 'In Conversation with an Archivist, Part 1';
const PART_2 = 'In Conversation with an Archivist, Part 2';

test('articles list → an interview → Part 2 → back to Part 1', async () => {
  const { page } = await site.visit('/');
  await mainNav(page).getByRole('link', { name: 'ARTICLES', exact: true }).click();
  await page.waitForURL(pathIs('/articles'));
  await page.getByRole('heading', { level: 1, name: /articles/i }).waitFor();
  const titles = await page.getByRole('main').getByRole('listitem').getByRole('heading').allInnerTexts();
  expect(titles.length).toBeGreaterThanOrEqual(12);
  expect(titles.slice(0, 2)).toEqual([PART_2, PART_1]); // newest first

  await page.getByRole('main').getByRole('link', { name: PART_1 }).click();
  await page.waitForURL(pathIs('/articles/in-conversation-with-an-archivist-part-1'));
  await page.getByRole('heading', { level: 1, name: PART_1 }).waitFor();
  expect(await page.title()).toBe(`${PART_1} | Folio`);
  expect(await page.getByRole('main').getByText('Interview', { exact: true }).first().isVisible()).toBe(true);
  await expectNoAxeViolations(page);

  const otherParts = page.getByRole('navigation', { name: 'Other parts of this article' });
  await otherParts.getByRole('link', { name: 'Read Part 2 →' }).click();
  await page.waitForURL(pathIs('/articles/in-conversation-with-an-archivist-part-2'));
  await page.getByRole('heading', { level: 1, name: PART_2 }).waitFor();
  await otherParts.getByRole('link', { name: '← Read Part 1' }).click();
  await page.getByRole('heading', { level: 1, name: PART_1 }).waitFor();
});

test('an article’s inline link to Part 2 opens it inside the site', async () => {
  const { page } = await site.visit('/articles/in-conversation-with-an-archivist-part-1');
  await page.getByRole('article').getByRole('link', { name: 'Part 2', exact: true }).click();
  await page.waitForURL(pathIs('/articles/in-conversation-with-an-archivist-part-2'));
  await page.getByRole('heading', { level: 1, name: PART_2 }).waitFor();
});
