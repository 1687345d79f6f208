import { libraryCollectionResponse } from '../features/iiif/api/iiifDocuments.server';
import type { Route } from './+types/iiif-collection';

export const loader = ({ request }: Route.LoaderArgs) => libraryCollectionResponse(request);
