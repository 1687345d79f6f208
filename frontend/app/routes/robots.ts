import { publicSiteUrl } from '../lib/env.server';

export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /searchResults',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicSiteUrl()}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
