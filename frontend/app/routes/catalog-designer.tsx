import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { loadDesignerPage } from '../features/catalog/api/catalogPages.server';
import { EntryGrid } from '../features/catalog/components/EntryGrid';
import { PageHeading } from '../components/layout/PageHeading';
import { metaTags } from '../lib/seo/pageHead';
import type { Route } from './+types/catalog-designer';

const ABOVE_THE_FOLD_COVERS = 5;

export const loader = ({ request, params }: Route.LoaderArgs) => loadDesignerPage(request.url, params.designer ?? '');

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function CatalogDesignerRoute({ loaderData }: Route.ComponentProps) {
  const { kind, label, title, description, cards } = loaderData;
  return (
    <>
      <PageHeading
        title={title}
        subtitle={
          <>
            {description}{' '}
            <Link component={RouterLink} to={`/${kind}`}>
              All {label}
            </Link>
          </>
        }
      />
      <EntryGrid
        entries={cards}
        label={title}
        priorityCount={ABOVE_THE_FOLD_COVERS}
        showDesigner={false}
        headingLevel="h2"
      />
    </>
  );
}
