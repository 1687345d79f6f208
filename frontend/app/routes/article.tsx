import { loadArticlePage } from '../features/articles/api/articlePages.server';
import { ArticleDetail } from '../features/articles/components/ArticleDetail';
import { RelatedArticles } from '../features/articles/components/RelatedArticles';
import { metaTags } from '../lib/seo/pageHead';
import type { Route } from './+types/article';

export const loader = ({ request, params }: Route.LoaderArgs) => loadArticlePage(request.url, params.slug ?? '');

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, currentPart, otherParts, related } = loaderData;
  return (
    <>
      <ArticleDetail article={article} currentPart={currentPart} otherParts={otherParts} />
      {related && <RelatedArticles articles={related} />}
    </>
  );
}
