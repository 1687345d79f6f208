import { ArticleDetail } from '../features/articles/components/ArticleDetail';
import { otherParts, partNumber } from '../features/articles/series';
import { content } from '../lib/content/content.server';
import { loadContent, notFound } from '../lib/content/loaders.server';
import { metaTags } from '../lib/seo/pageHead';
import { buildPageHead } from '../lib/seo/pageHead.server';
import { articleJsonLd } from '../lib/seo/structuredData';
import type { Route } from './+types/article';

/** /articles/{slug}. */
export async function loader({ params }: Route.LoaderArgs) {
  const articles = await loadContent(content.articles);
  const article = articles.find((candidate) => candidate.slug === params.slug?.toLowerCase());
  if (!article) notFound();
  const head = await buildPageHead({
    title: article.title,
    description: article.description,
    path: `/articles/${article.slug}`,
    image: article.cover,
    seo: article.seo,
    openGraphType: 'article',
    jsonLd: ({ url, imageUrl, identity }) => [articleJsonLd(article, url, imageUrl, identity.siteName)],
  });
  return { article, currentPart: partNumber(article.slug), otherParts: otherParts(article.slug, articles), head };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, currentPart, otherParts: parts } = loaderData;
  return <ArticleDetail article={article} currentPart={currentPart} otherParts={parts} />;
}
