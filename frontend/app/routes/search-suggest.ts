import { searchSuggestResponse } from '../features/search/api/searchSuggest.server';
import type { Route } from './+types/search-suggest';

/** The navbar dropdown's answer for a query (docs/decisions/185). */
export const loader = ({ request }: Route.LoaderArgs) => searchSuggestResponse(request);
