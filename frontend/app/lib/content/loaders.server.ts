/** Shared pieces of route loaders: content access with the right HTTP status when it fails. */
import { data } from 'react-router';
import { ContentUnavailableError } from './ContentCache';

export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
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
