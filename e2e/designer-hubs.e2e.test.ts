/**
 * Designer pages as hubs (record 183): an article links the designers it names → a designer's scans page
 * shows their archives and the articles mentioning them → their archives page, and their RSS feed.
 */
import { expectNoAxeViolations } from './support/axe';
import { pathIs, useSite } from './support/site';

const site = useSite('designer-hubs');

test('an article → a designer it names → their hub, with archives, articles and a feed', async () => {
  const { page } = await site.visit('/articles/the-catalogue-as-manifesto');
  const article = page.getByRole('article');
  await article.getByRole('heading', { level: 1, name: 'The Catalogue as Manifesto' }).waitFor();
  // The names in the text link to their pages; the list below the text names them all.
  const designers = page.getByRole('navigation', { name: 'Designers in this article' });
  expect(await designers.getByRole('link').allInnerTexts()).toEqual(['A.P.C.', 'Helmut Lang', 'Jil Sander']);
  await expectNoAxeViolations(page);

  await article.getByRole('paragraph').getByRole('link', { name: 'Helmut Lang', exact: true }).click();
  await page.waitForURL(pathIs('/scans/helmut-lang'));
  await page.getByRole('heading', { level: 1, name: 'Helmut Lang Scans' }).waitFor();
  expect(await page.getByRole('list', { name: 'Helmut Lang Scans' }).getByRole('listitem').count()).toBe(3);

  const archives = page.getByRole('region', { name: 'Also in the archives' });
  expect(await archives.getByRole('listitem').count()).toBe(2);
  const mentioning = page.getByRole('region', { name: 'Articles mentioning Helmut Lang' });
  const titles = await mentioning.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(titles).toEqual(expect.arrayContaining(['The Catalogue as Manifesto', 'Spotlight: Invitations']));
  await expectNoAxeViolations(page);

  const feedPath = await page
    .locator('link[rel="alternate"][type="application/rss+xml"][href^="/designers/"]')
    .getAttribute('href');
  expect(feedPath).toBe('/designers/helmut-lang/rss.xml');
  const feed = await page.request.get(`${site.url}${feedPath}`);
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain('<title>Folio: Helmut Lang</title>');
  expect(xml).toContain('<title>The Catalogue as Manifesto</title>');

  await archives.getByRole('link', { name: 'All archives of Helmut Lang (2)' }).click();
  await page.waitForURL(pathIs('/archives/helmut-lang'));
  await page.getByRole('heading', { level: 1, name: 'Helmut Lang Archives' }).waitFor();
  await page
    .getByRole('region', { name: 'Also in the scans' })
    .getByRole('link', { name: /^All scans/ })
    .waitFor();
  await expectNoAxeViolations(page);
});

test("the editor's choices: a house linked though unnamed, a word never linked", async () => {
  const { page } = await site.visit('/articles/exclusive-inside-a-press-archive');
  const designers = page.getByRole('navigation', { name: 'Designers in this article' });
  await designers.getByRole('link', { name: 'Prada' }).click();
  await page.waitForURL(pathIs('/scans/prada'));
  const mentioning = page.getByRole('region', { name: 'Articles mentioning Prada' });
  await mentioning.getByRole('heading', { name: 'Exclusive: Inside a Press Archive' }).waitFor();

  const antwerp = await site.visit('/articles/spotlight-antwerp');
  await antwerp.page.getByText(/Nobody went undercover/).waitFor();
  expect(
    await antwerp.page
      .getByRole('article')
      .getByRole('link', { name: /undercover/i })
      .count(),
  ).toBe(0);
});
