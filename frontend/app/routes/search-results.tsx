import { ArticleGrid } from '../features/articles/components/ArticleGrid';
import { EntryGrid } from '../features/catalog/components/EntryGrid';
import { loadSearchResults, parseSearchParams } from '../features/search/api/searchResults.server';
import { SearchResultsPage } from '../features/search/components/SearchResultsPage';
import { SEARCH_CATEGORY_LABELS } from '../features/search/searchCategories';
import { toArticleCard } from '../features/articles/articleCards';
import { toEntryCard } from '../features/catalog/cards';
import { metaTags } from '../lib/seo/pageHead';
import { buildPageHead } from '../lib/seo/pageHead.server';
import type { Route } from './+types/search-results';

/** Search results are not worth indexing: every query would be a page. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = parseSearchParams(request.url);
  const [results, head] = await Promise.all([
    loadSearchResults(params, { entry: toEntryCard, article: toArticleCard }),
    buildPageHead({
      title: params.key
        ? `${params.category ? SEARCH_CATEGORY_LABELS[params.category] : 'Search results'} for “${params.key}”`
        : 'Search',
      path: '/searchResults',
      noindex: true,
    }),
  ]);
  return { results, head };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function SearchResultsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SearchResultsPage
      data={loaderData.results}
      renderResults={(section, label, priorityCount) =>
        section.category === 'articles' ? (
          <ArticleGrid articles={section.articles} label={label} priorityCount={priorityCount} />
        ) : (
          <EntryGrid entries={section.entries} label={label} priorityCount={priorityCount} />
        )
      }
    />
  );
}
