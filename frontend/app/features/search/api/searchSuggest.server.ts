/** GET /search/suggest?key=…: the dropdown's answer (api/searchSuggest.ts), from the server's cached catalogs. */
import { SEARCH_QUERY_MAX_LENGTH, searchWords } from '@folio/core';
import { content } from '../../../lib/content/content.server';
import { loadContent } from '../../../lib/content/loaders.server';
import { sharedResponse } from '../../../lib/http/sharedPage.server';
import { dropdownAnswer } from '../dropdownAnswer';
import { DROPDOWN_PAGE_HITS } from './pageTextSearch';
import { loadPageTextHits } from './searchResults.server';
import type { DropdownAnswer } from './searchSuggest';

/** A query without words (only symbols or spaces) finds nothing, whatever the catalog holds. */
const NOTHING = { scans: [], archives: [], articles: [] };

const problem = (status: number, message: string) =>
  Response.json({ error: { status, message } }, { status, headers: { 'Cache-Control': 'no-store' } });

// Answers change with the catalog: as fresh through a shared cache as the pages (record 186).
const answered = (request: Request, answer: DropdownAnswer) =>
  sharedResponse(request, JSON.stringify(answer), 'application/json');

export async function searchSuggestResponse(request: Request): Promise<Response> {
  const key = new URL(request.url).searchParams.get('key');
  if (key === null) return problem(400, 'The query parameter key is required.');
  if (key.length > SEARCH_QUERY_MAX_LENGTH) {
    return problem(400, `The query parameter key is longer than ${SEARCH_QUERY_MAX_LENGTH} characters.`);
  }
  const words = searchWords(key);
  if (words.length === 0) return answered(request, dropdownAnswer(NOTHING, key, []));
  const [scans, archives, articles, hits] = await Promise.all([
    loadContent(content.scans),
    loadContent(content.archives),
    loadContent(content.articles),
    loadPageTextHits(words, DROPDOWN_PAGE_HITS),
  ]);
  const answer = dropdownAnswer({ scans, archives, articles }, key, hits);
  return answered(request, answer);
}
