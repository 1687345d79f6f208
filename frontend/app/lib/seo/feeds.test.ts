import { archive, archives, article, articles, scans } from '../../../test/fixtures/catalog';
import { buildArticlesFeed, buildSitemap } from './feeds';

const siteUrl = 'https://folio.example';

describe('buildSitemap', () => {
  const sitemap = buildSitemap({ siteUrl, articles, scans, archives });
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists the fixed pages, every article, every designer page and every entry', () => {
    expect(locations).toEqual(
      expect.arrayContaining([
        `${siteUrl}/`,
        `${siteUrl}/contributors`,
        `${siteUrl}/articles`,
        `${siteUrl}/articles/spotlight-pleats`,
        `${siteUrl}/scans`,
        `${siteUrl}/scans/comme-des-gar%C3%A7ons`,
        `${siteUrl}/scans/comme-des-gar%C3%A7ons/six-issue-10`,
        `${siteUrl}/archives/maison-martin-margiela/autumn-winter-1994-(doll-clothes)`,
      ]),
    );
    expect(locations).toHaveLength(3 + articles.length + 2 + 4 + scans.length + 3 + archives.length);
  });

  it('is a valid sitemap document with last-modified dates', () => {
    expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap).toContain(
      `<loc>${siteUrl}/articles/spotlight-pleats</loc><lastmod>2024-01-15T10:00:00.000Z</lastmod>`,
    );
  });
});

describe('buildSitemap and designer pages', () => {
  it("dates a designer's pages by their entries and by the articles mentioning them", () => {
    const mention = article(60, 'yohji-at-home', 'At Home', '2026-05-01T10:00:00.000Z', ['Yohji Yamamoto, at home.']);
    const withMention = buildSitemap({ siteUrl, articles: [mention, ...articles], scans, archives });
    expect(withMention).toContain(
      `<loc>${siteUrl}/scans/yohji-yamamoto</loc><lastmod>2026-05-01T10:00:00.000Z</lastmod>`,
    );
    // A designer of both kinds: both pages show the article.
    const both = buildSitemap({
      siteUrl,
      articles: [mention],
      scans,
      archives: [...archives, archive(104, 'Spring 2002', 'Yohji Yamamoto', 2002)],
    });
    expect(both).toContain(`<loc>${siteUrl}/archives/yohji-yamamoto</loc><lastmod>2026-05-01T10:00:00.000Z</lastmod>`);
    expect(buildSitemap({ siteUrl, articles, scans, archives })).toContain(
      `<loc>${siteUrl}/scans/yohji-yamamoto</loc><lastmod>2025-01-17T10:00:00.000Z</lastmod>`,
    );
  });
});

describe('buildArticlesFeed', () => {
  const feed = buildArticlesFeed({ siteUrl, siteName: 'Folio', description: 'A & B <magazine>', articles });

  it('has one item per article, newest first, with absolute links', () => {
    const links = [...feed.matchAll(/<item>\s*<title>([^<]+)<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(links).toEqual([
      ['In Conversation, Part 2', `${siteUrl}/articles/in-conversation-part-2`],
      ['In Conversation, Part 1', `${siteUrl}/articles/in-conversation-part-1`],
      ['Spotlight: Pleats', `${siteUrl}/articles/spotlight-pleats`],
    ]);
    expect(feed).toContain('<pubDate>Mon, 10 Feb 2025 10:00:00 GMT</pubDate>');
  });

  it('escapes text for XML', () => {
    expect(feed).toContain('<description>A &amp; B &lt;magazine&gt;</description>');
  });
});
