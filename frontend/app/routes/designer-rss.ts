import { content } from '../lib/content/content.server';
import { articlesByDesigner, designerDirectory } from '../lib/content/designers';
import { loadContent, notFound } from '../lib/content/loaders.server';
import { buildDesignerFeed } from '../lib/seo/feeds';
import { siteIdentity } from '../lib/seo/pageHead.server';
import type { Route } from './+types/designer-rss';
import { sharedResponse } from '../lib/http/sharedPage.server';

/** /designers/{designer}/rss.xml: what the library has of one designer or brand, newest first (record 183). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const [[scans, archives, articles], identity] = await Promise.all([
    loadContent(() => Promise.all([content.scans(), content.archives(), content.articles()])),
    siteIdentity(),
  ]);
  const directory = designerDirectory(scans, archives);
  const designer = directory.bySlug.get((params.designer ?? '').toLowerCase());
  if (!designer) notFound();
  const mentioning = articlesByDesigner(articles, directory).get(designer.slug) ?? [];
  const feed = buildDesignerFeed({ ...identity, designer, scans, archives, articles: mentioning });
  return sharedResponse(request, feed, 'application/rss+xml; charset=utf-8');
}
