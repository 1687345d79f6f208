import { entrySearchResponse } from '../features/iiif/api/iiifSearch.server';
import type { Route } from './+types/iiif-search';

/** IIIF Content Search 2.0 inside a scan or archive entry, by documentId; the path's third segment names the kind. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  entrySearchResponse(
    request,
    new URL(request.url).pathname.toLowerCase().startsWith('/iiif/search/scans/') ? 'scans' : 'archives',
    params.documentId,
  );
