import { designerCollectionResponse } from '../features/iiif/api/iiifDocuments.server';
import type { Route } from './+types/iiif-designer-collection';

export const loader = ({ request, params }: Route.LoaderArgs) => designerCollectionResponse(request, params.designer);
