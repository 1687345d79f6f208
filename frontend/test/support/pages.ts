/** Fetching the running site's pages as parsed documents, and polling one until it shows something. */
import { JSDOM } from 'jsdom';
import { eventually } from './eventually';

export interface Page {
  status: number;
  document: Document;
}

/** How long one page may take before the test fails on it (instead of waiting for Jest's timeout). */
const REQUEST_DEADLINE_MS = 60_000;

export async function fetchPage(url: string): Promise<Page> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
    return { status: response.status, document: new JSDOM(await response.text()).window.document };
  } catch (error) {
    throw new Error(`${url} did not answer within ${REQUEST_DEADLINE_MS} ms: ${(error as Error).message}`);
  }
}

/** Polls `url` until `accept` holds, for up to a minute: the site recovers on its own. */
export const eventuallyPage = (url: string, accept: (page: Page) => boolean, what: string): Promise<Page> =>
  eventually(() => fetchPage(url), accept, {
    failure: (page) => `${url} never showed ${what} (last status ${page.status})`,
    timeoutMs: 60_000,
    intervalMs: 500,
  });
