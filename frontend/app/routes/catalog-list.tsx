import { DesignerIndex } from '../features/catalog/components/DesignerIndex';
import { DesignerSection } from '../features/catalog/components/DesignerSection';
import { loadCatalogList } from '../features/catalog/api/catalogPages.server';
import { FacetFilters, FacetsEmpty } from '../components/facets/FacetFilters';
import { PageHeading } from '../components/layout/PageHeading';
import { metaTags } from '../lib/seo/pageHead';
import type { Route } from './+types/catalog-list';

/** Covers in the first section's first row are above the fold. */
const ABOVE_THE_FOLD_COVERS = 5;

export const loader = ({ request }: Route.LoaderArgs) => loadCatalogList(request.url);

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function CatalogListRoute({ loaderData }: Route.ComponentProps) {
  const { label, description, groups, facets } = loaderData;
  return (
    <>
      <PageHeading title={label} subtitle={description} />
      <FacetFilters {...facets} />
      {groups.length ? (
        <>
          {/* A jump list is of use only with more than one section to jump to (a list narrowed to one designer). */}
          {groups.length > 1 && <DesignerIndex designers={groups} label={`${label}: collections A-Z`} />}
          {groups.map((group, index) => (
            <DesignerSection
              key={group.slug}
              group={group}
              typeLabel={label}
              priorityCount={index === 0 ? ABOVE_THE_FOLD_COVERS : 0}
            />
          ))}
        </>
      ) : (
        <FacetsEmpty message={`No ${label.toLowerCase()} match these filters.`} path={facets.path} />
      )}
    </>
  );
}
