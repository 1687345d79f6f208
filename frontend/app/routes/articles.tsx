import { loadArticleList } from '../features/articles/api/articlePages.server';
import { ArticleGrid } from '../features/articles/components/ArticleGrid';
import { FacetFilters, FacetsEmpty } from '../components/facets/FacetFilters';
import { PageHeading } from '../components/layout/PageHeading';
import { metaTags } from '../lib/seo/pageHead';
import type { Route } from './+types/articles';

const ABOVE_THE_FOLD_COVERS = 5;

export const loader = ({ request }: Route.LoaderArgs) => loadArticleList(request.url);

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  const { title, description, articles, facets } = loaderData;
  return (
    <>
      <PageHeading title={title} subtitle={description} />
      <FacetFilters {...facets} />
      {articles.length ? (
        <ArticleGrid articles={articles} label={title} priorityCount={ABOVE_THE_FOLD_COVERS} headingLevel="h2" />
      ) : (
        <FacetsEmpty message="No articles match these filters." path={facets.path} />
      )}
    </>
  );
}
