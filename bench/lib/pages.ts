import type { Article, Scan } from '@folio/core';

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
