import type { Article, ArchiveEntry, Scan } from '@folio/core';
import { absoluteUrl } from './urls';
import { escapeXml } from '../xml';
import { articlesByDesigner, designerDirectory, type LibraryDesigner } from '../content/designers';
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

// A designer's page changes with the articles mentioning them too (record 183); faceted lists are noindex.
export function buildSitemap({ siteUrl, articles, scans, archives }: SitemapInput): string {
  const mentioning = articlesByDesigner(articles, designerDirectory(scans, archives));
  const catalogUrls = (kind: 'scans' | 'archives', entries: readonly (Scan | ArchiveEntry)[]): SitemapUrl[] => [
    { path: `/${kind}`, lastModified: latest(entries.map((entry) => entry.updatedAt)) },
    ...groupByDesigner(kind, entries, (entry) => entry).map((group) => ({
      path: group.path,
      lastModified: latest([...group.entries, ...(mentioning.get(group.slug) ?? [])].map((item) => item.updatedAt)),
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

export interface FeedItem {
  title: string;
  path: string;
  date: string;
  creator?: string;
  category?: string;
  description: string;
}

interface FeedChannel {
  siteUrl: string;
  title: string;
  path: string;
  feedPath: string;
  description: string;
  items: readonly FeedItem[];
}

export function buildRssFeed({ siteUrl, title, path, feedPath, description, items }: FeedChannel): string {
  const body = items
    .map((item) => {
      const url = escapeXml(absoluteUrl(item.path, siteUrl));
      return [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
        ...(item.creator ? [`      <dc:creator>${escapeXml(item.creator)}</dc:creator>`] : []),
        ...(item.category ? [`      <category>${escapeXml(item.category)}</category>`] : []),
        `      <description>${escapeXml(item.description)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const lastBuild = items[0] ? `\n    <lastBuildDate>${new Date(items[0].date).toUTCString()}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(absoluteUrl(path, siteUrl))}</link>
    <description>${escapeXml(description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(absoluteUrl(feedPath, siteUrl))}" rel="self" type="application/rss+xml"/>${lastBuild}
${body}
  </channel>
</rss>
`;
}

const articleItem = (article: Article): FeedItem => ({
  title: article.title,
  path: `/articles/${article.slug}`,
  date: article.published_at,
  creator: article.author,
  category: article.category,
  description: article.description,
});

interface FeedInput {
  siteUrl: string;
  siteName: string;
  description: string;
  articles: readonly Article[];
}

export const buildArticlesFeed = ({ siteUrl, siteName, description, articles }: FeedInput): string =>
  buildRssFeed({
    siteUrl,
    title: `${siteName}: articles`,
    path: '/articles',
    feedPath: '/rss.xml',
    description,
    items: articles.map(articleItem),
  });

// Not under /scans/{designer}, where it could meet a title whose slug is "rss.xml".
export const designerFeedPath = (slug: string): string => `/designers/${encodeURIComponent(slug)}/rss.xml`;

interface DesignerFeedInput {
  siteUrl: string;
  siteName: string;
  designer: LibraryDesigner;
  scans: readonly Scan[];
  archives: readonly ArchiveEntry[];
  articles: readonly Article[];
}

// Entries carry no publication date in the catalog, so an entry's date is its last change.
export function buildDesignerFeed({ siteUrl, siteName, designer, scans, archives, articles }: DesignerFeedInput) {
  const entryItem =
    (label: string) =>
    (entry: Scan | ArchiveEntry): FeedItem => ({
      title: `${entry.title} (${label})`,
      path: entry.path,
      date: entry.updatedAt,
      category: label,
      description: entry.description?.trim() || `${entry.title} by ${entry.designerOrBrand}.`,
    });
  const ofDesigner = <E extends Scan | ArchiveEntry>(entries: readonly E[]) =>
    entries.filter((entry) => entry.designerorbrand.slug === designer.slug);
  const items = [
    ...ofDesigner(scans).map(entryItem('Scan')),
    ...ofDesigner(archives).map(entryItem('Archive')),
    ...articles.map(articleItem),
  ].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return buildRssFeed({
    siteUrl,
    title: `${siteName}: ${designer.name}`,
    path: designer.path,
    feedPath: designerFeedPath(designer.slug),
    description: `${designer.name} in ${siteName}: scans, archives and the articles that mention them.`,
    items,
  });
}
