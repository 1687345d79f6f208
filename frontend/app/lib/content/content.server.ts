import type { About, Article, ArchiveEntry, Scan, SiteSettings } from '@folio/core';
import { cmsUrl, contentMaxAgeMs } from '../env.server';
import { ContentCache } from './ContentCache';

export interface SiteContent {
  settings: SiteSettings;
  about: About;
}

let cache: ContentCache | null = null;

function contentCache(): ContentCache {
  if (!cache) {
    cache = new ContentCache({
      baseUrl: cmsUrl(),
      maxAgeMs: contentMaxAgeMs(),
      // Half a second behind a publish at most, so a page shows it through a shared cache within 2 s (record 186).
      pollIntervalMs: 500,
    });
    cache.startPolling();
  }
  return cache;
}

export const content = {
  scans: () => contentCache().get<Scan[]>('scans'),
  archives: () => contentCache().get<ArchiveEntry[]>('archives'),
  articles: () => contentCache().get<Article[]>('articles'),
  site: () => contentCache().get<SiteContent>('site'),
  redirects: () => contentCache().get<Record<string, string>>('redirects'),
};

export const contentGeneration = () => contentCache().generation;
