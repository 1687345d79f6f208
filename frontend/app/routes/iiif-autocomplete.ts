import { entryAutocompleteResponse } from '../features/iiif/api/iiifSearch.server';
import type { Route } from './+types/iiif-autocomplete';

/** IIIF Content Search autocomplete (2.0, or 1.0 under /iiif/autocomplete/1/) inside a scan or archive entry. */
export const loader = ({ request, params }: Route.LoaderArgs) => entryAutocompleteResponse(request, params.documentId);
