import { ArticleGrid } from '../features/articles/components/ArticleGrid';
import { EntryGrid } from '../features/catalog/components/EntryGrid';
import { listedResults, loadSearchResults, parseSearchParams } from '../features/search/api/searchResults.server';
import { SearchResultsPage } from '../features/search/components/SearchResultsPage';
import { SEARCH_CATEGORY_LABELS, searchResultsPath } from '../features/search/searchCategories';
import { toArticleCard } from '../features/articles/articleCards';
import { toEntryCard } from '../features/catalog/cards';
import { metaTags } from '../lib/seo/pageHead';
import { buildPageHead } from '../lib/seo/pageHead.server';
import { searchResultsPageJsonLd } from '../lib/seo/structuredData';
import { absoluteUrl } from '../lib/seo/urls';
import type { Route } from './+types/search-results';

/** Search results are not worth indexing (every query would be a page), but they describe what they list. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = parseSearchParams(request.url);
  const results = await loadSearchResults(params, { entry: toEntryCard, article: toArticleCard });
  const title = params.key
    ? `${params.category ? SEARCH_CATEGORY_LABELS[params.category] : 'Search results'} for “${params.key}”`
    : 'Search';
  const listed = listedResults(results, {
    entry: (entry) => ({ name: entry.title, path: entry.path }),
    article: (article) => ({ name: article.title, path: `/articles/${article.slug}` }),
  });
  const head = await buildPageHead({
    title,
    // The page's own address, query included (it is never the canonical one: the page is noindex).
    path: params.key
      ? searchResultsPath(params.key, { category: params.category ?? undefined, page: results.page })
      : '/searchResults',
    noindex: true,
    jsonLd: ({ url, identity }) => [
      searchResultsPageJsonLd(
        title,
        url,
        listed.map((item) => ({ name: item.name, url: absoluteUrl(item.path, identity.siteUrl) })),
      ),
    ],
  });
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
