import { content } from '../lib/content/content.server';
import { buildSitemap } from '../lib/seo/feeds';
import { loadContent } from '../lib/content/loaders.server';
import { publicSiteUrl } from '../lib/env.server';
import { sharedResponse } from '../lib/http/sharedPage.server';
import type { Route } from './+types/sitemap';

export async function loader({ request }: Route.LoaderArgs) {
  const [articles, scans, archives] = await loadContent(() =>
    Promise.all([content.articles(), content.scans(), content.archives()]),
  );
  const sitemap = buildSitemap({ siteUrl: publicSiteUrl(), articles, scans, archives });
  return sharedResponse(request, sitemap, 'application/xml; charset=utf-8');
}
