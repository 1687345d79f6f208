/** Server-side settings, read from the environment (documented in the root .env.example). */

const DEFAULT_CMS_URL = 'http://127.0.0.1:1337';
const DEFAULT_PUBLIC_SITE_URL = 'http://127.0.0.1:3000';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Where the site server reaches the CMS. */
export const cmsUrl = () => withoutTrailingSlash(process.env.CMS_URL || DEFAULT_CMS_URL);

/** Public URL of the site, for canonical links, share images, the sitemap and the feed. */
export const publicSiteUrl = () => withoutTrailingSlash(process.env.PUBLIC_SITE_URL || DEFAULT_PUBLIC_SITE_URL);

/** How many proxies of our own stand in front of the site server (0: visitors connect to it directly). */
export const siteProxyHops = () => Math.max(0, Number.parseInt(process.env.SITE_TRUST_PROXY_HOPS || '0', 10) || 0);

/** How many rendered pages the site server keeps in memory (0 turns the page cache off). */
export const pageCacheSize = () => Math.max(0, Number.parseInt(process.env.PAGE_CACHE_SIZE ?? '500', 10) || 0);

/** Age after which cached catalogs are revalidated even without a change announcement. */
export const contentMaxAgeMs = () => Number.parseInt(process.env.CONTENT_MAX_AGE_MS ?? '', 10) || undefined;

/** Shared with the CMS: lets the admin's "Open preview" show drafts on /preview. Empty: preview is off. */
export const previewSecret = () => process.env.PREVIEW_SECRET ?? '';
