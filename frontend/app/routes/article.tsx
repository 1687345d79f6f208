import { loadArticlePage } from '../features/articles/api/articlePages.server';
import { loadArticleDesigners } from '../features/articles/api/designerArticles.server';
import { ArticleDetail } from '../features/articles/components/ArticleDetail';
import { RelatedArticles } from '../features/articles/components/RelatedArticles';
import { metaTags } from '../lib/seo/pageHead';
import type { Route } from './+types/article';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadArticlePage(request.url, params.slug ?? '');
  return { ...page, designers: await loadArticleDesigners(page.article) };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, currentPart, otherParts, related, designers } = loaderData;
  return (
    <>
      <ArticleDetail article={article} currentPart={currentPart} otherParts={otherParts} designers={designers} />
      {related && <RelatedArticles articles={related} />}
    </>
  );
}
