import { entrySearchResponse } from '../features/iiif/api/iiifSearch.server';
import type { Route } from './+types/iiif-search';

/** IIIF Content Search 2.0, or 1.0 under /iiif/search/1/, inside a scan or archive entry by documentId. */
export const loader = ({ request, params }: Route.LoaderArgs) => entrySearchResponse(request, params.documentId);
