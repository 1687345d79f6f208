import { entryManifestResponse } from '../features/iiif/api/iiifDocuments.server';
import type { Route } from './+types/iiif-manifest';

/** The manifest of a scan or archive entry, by documentId; the path's second segment names the kind. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  entryManifestResponse(
    request,
    new URL(request.url).pathname.toLowerCase().startsWith('/iiif/scans/') ? 'scans' : 'archives',
    params.documentId,
  );
