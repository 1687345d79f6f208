import { content } from '../lib/content/content.server';
import { buildSitemap } from '../lib/seo/feeds';
import { loadContent } from '../lib/content/loaders.server';
import { publicSiteUrl } from '../lib/env.server';
import { SHARED_CACHE_CONTROL } from '../lib/http/sharedPage.server';

export async function loader() {
  const [articles, scans, archives] = await loadContent(() =>
    Promise.all([content.articles(), content.scans(), content.archives()]),
  );
  return new Response(buildSitemap({ siteUrl: publicSiteUrl(), articles, scans, archives }), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SHARED_CACHE_CONTROL },
  });
}
