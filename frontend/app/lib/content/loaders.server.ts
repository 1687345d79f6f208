/** Shared pieces of route loaders: content access with the right HTTP status when it fails. */
import { data, redirect } from 'react-router';
import { ContentUnavailableError } from './ContentCache';
import { content } from './content.server';
import { currentPathFor, locationOf } from './formerPaths';

export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * A 404, or a 301 to where the page moved when the address is a former one. The site server answers
 * former addresses before any route, but a client-side navigation from a page rendered before the move
 * asks the loader (React Router's data request), which must give the same answer.
 */
export async function notFoundOrMoved(requestUrl: string): Promise<never> {
  const { pathname, search } = new URL(requestUrl);
  const to = await content.redirects().then(
    (map) => currentPathFor(pathname, map),
    () => null,
  );
  if (to) throw redirect(locationOf(to, search), 301);
  notFound();
}

/** Content or a 503 when the CMS cannot answer and nothing is cached: an outage is not a crash. */
export async function loadContent<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      console.error(`[site] ${error.message}`);
      throw data(null, { status: 503, statusText: 'Service Unavailable' });
    }
    throw error;
  }
}
