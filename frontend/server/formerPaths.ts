import type { RequestHandler } from 'express';
import { currentPathFor, locationOf, mayHaveMoved } from '../app/lib/content/formerPaths';
import { pageCacheControl, sharedCacheExpiry } from '../app/lib/http/sharedPage.server';

export function formerPaths(redirects: () => Promise<Readonly<Record<string, string>>>): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !mayHaveMoved(req.path)) return next();
    redirects().then(
      (map) => {
        const to = currentPathFor(req.path, map);
        if (!to) return next();
        const query = req.originalUrl.indexOf('?');
        // Shared briefly and never kept by browsers, so a redirect an editor changes stops as fast as a publish shows.
        res.set({ 'Cache-Control': pageCacheControl(301), 'X-Accel-Expires': sharedCacheExpiry(301)! });
        res.redirect(301, locationOf(to, query === -1 ? '' : req.originalUrl.slice(query)));
      },
      () => next(),
    );
  };
}
