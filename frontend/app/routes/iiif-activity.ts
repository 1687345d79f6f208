import { activityResponse } from '../features/iiif/api/iiifActivity.server';
import type { Route } from './+types/iiif-activity';

export const loader = ({ request, params }: Route.LoaderArgs) => activityResponse(request, params.file);
