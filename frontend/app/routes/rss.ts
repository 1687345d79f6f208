import { content } from '../lib/content/content.server';
import { buildArticlesFeed } from '../lib/seo/feeds';
import { loadContent } from '../lib/content/loaders.server';
import { siteIdentity } from '../lib/seo/pageHead.server';
import { SHARED_CACHE_CONTROL } from '../lib/http/sharedPage.server';

export async function loader() {
  const [articles, identity] = await Promise.all([loadContent(content.articles), siteIdentity()]);
  const feed = buildArticlesFeed({ ...identity, articles });
  return new Response(feed, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': SHARED_CACHE_CONTROL },
  });
}
