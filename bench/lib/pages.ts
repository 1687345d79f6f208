import type { Article, Scan } from '@folio/core';

/** The four pages of the performance issue: home, the newest article, the scans list and a scan. */
export async function auditedPages(cmsUrl: string): Promise<[label: string, pagePath: string][]> {
  const [article] = (await (await fetch(`${cmsUrl}/api/catalog/articles`)).json()) as Article[];
  const [scan] = (await (await fetch(`${cmsUrl}/api/catalog/scans`)).json()) as Scan[];
  return [
    ['home', '/'],
    ['article', `/articles/${article.slug}`],
    ['scans list', '/scans'],
    ['scan', scan.path],
  ];
}
