/** sitemap.xml and the RSS feed of articles, built from the catalogs. */
import type { Article, ArchiveEntry, Scan } from '@folio/core';
import { absoluteUrl } from './urls';
import { escapeXml } from '../xml';
import { groupByDesigner } from '../content/groups';

interface SitemapInput {
  siteUrl: string;
  articles: readonly Article[];
  scans: readonly Scan[];
  archives: readonly ArchiveEntry[];
}

interface SitemapUrl {
  path: string;
  lastModified?: string;
}

const latest = (dates: string[]): string | undefined => dates.sort().at(-1);

export function buildSitemap({ siteUrl, articles, scans, archives }: SitemapInput): string {
  const catalogUrls = (kind: 'scans' | 'archives', entries: readonly (Scan | ArchiveEntry)[]): SitemapUrl[] => [
    { path: `/${kind}`, lastModified: latest(entries.map((entry) => entry.updatedAt)) },
    ...groupByDesigner(kind, entries, (entry) => entry).map((group) => ({
      path: group.path,
      lastModified: latest(group.entries.map((entry) => entry.updatedAt)),
    })),
    ...entries.map((entry) => ({ path: entry.path, lastModified: entry.updatedAt })),
  ];
  const urls: SitemapUrl[] = [
    { path: '/', lastModified: latest([...articles, ...scans, ...archives].map((item) => item.updatedAt)) },
    { path: '/contributors' },
    { path: '/articles', lastModified: latest(articles.map((article) => article.updatedAt)) },
    ...articles.map((article) => ({ path: `/articles/${article.slug}`, lastModified: article.updatedAt })),
    ...catalogUrls('scans', scans),
    ...catalogUrls('archives', archives),
  ];
  const body = urls
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(absoluteUrl(path, siteUrl))}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

interface FeedInput {
  siteUrl: string;
  siteName: string;
  description: string;
  articles: readonly Article[];
}

export function buildArticlesFeed({ siteUrl, siteName, description, articles }: FeedInput): string {
  const items = articles
    .map((article) => {
      const url = escapeXml(absoluteUrl(`/articles/${article.slug}`, siteUrl));
      return [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${new Date(article.published_at).toUTCString()}</pubDate>`,
        `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
        `      <category>${escapeXml(article.category)}</category>`,
        `      <description>${escapeXml(article.description)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const lastBuild = articles[0]
    ? `\n    <lastBuildDate>${new Date(articles[0].published_at).toUTCString()}</lastBuildDate>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${siteName}: articles`)}</title>
    <link>${escapeXml(`${siteUrl}/articles`)}</link>
    <description>${escapeXml(description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>${lastBuild}
${items}
  </channel>
</rss>
`;
}
