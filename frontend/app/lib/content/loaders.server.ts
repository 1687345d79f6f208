import { data, redirect } from 'react-router';
import { ContentUnavailableError } from './ContentCache';
import { content } from './content.server';
import { currentPathFor, locationOf } from './formerPaths';

export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

// A client-side navigation from a page rendered before the move asks the loader, which must answer as the server does.
export async function notFoundOrMoved(requestUrl: string): Promise<never> {
  const { pathname, search } = new URL(requestUrl);
  const to = await content.redirects().then(
    (map) => currentPathFor(pathname, map),
    () => null,
  );
  if (to) throw redirect(locationOf(to, search), 301);
  notFound();
}

// An outage is a 503, not a crash.
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
