import { content } from '../lib/content/content.server';
import { buildArticlesFeed } from '../lib/seo/feeds';
import { loadContent } from '../lib/content/loaders.server';
import { siteIdentity } from '../lib/seo/pageHead.server';
import { sharedResponse } from '../lib/http/sharedPage.server';
import type { Route } from './+types/rss';

export async function loader({ request }: Route.LoaderArgs) {
  const [articles, identity] = await Promise.all([loadContent(content.articles), siteIdentity()]);
  const feed = buildArticlesFeed({ ...identity, articles });
  return sharedResponse(request, feed, 'application/rss+xml; charset=utf-8');
}
