import { ArticleGrid } from '../features/articles/components/ArticleGrid';
import { PageHeading } from '../components/layout/PageHeading';
import { toArticleCard } from '../features/articles/articleCards';
import { content } from '../lib/content/content.server';
import { loadContent } from '../lib/content/loaders.server';
import { metaTags } from '../lib/seo/pageHead';
import { buildPageHead } from '../lib/seo/pageHead.server';
import { collectionPageJsonLd } from '../lib/seo/structuredData';
import { absoluteUrl } from '../lib/seo/urls';
import type { Route } from './+types/articles';

const TITLE = 'Articles';
const DESCRIPTION = 'Interviews, spotlights, deep dives and exclusives on fashion publications and their makers.';
const ABOVE_THE_FOLD_COVERS = 5;

/** /articles: newest first, as the catalog serves them. */
export async function loader() {
  const newestFirst = await loadContent(content.articles);
  const articles = newestFirst.map(toArticleCard);
  const head = await buildPageHead({
    title: TITLE,
    description: DESCRIPTION,
    path: '/articles',
    image: newestFirst[0]?.cover,
    jsonLd: ({ url, identity }) => [
      collectionPageJsonLd(
        TITLE,
        url,
        DESCRIPTION,
        articles.map((article) => ({
          name: article.title,
          url: absoluteUrl(`/articles/${article.slug}`, identity.siteUrl),
        })),
      ),
    ],
  });
  return { articles, head };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title={TITLE} subtitle={DESCRIPTION} />
      <ArticleGrid
        articles={loaderData.articles}
        label={TITLE}
        priorityCount={ABOVE_THE_FOLD_COVERS}
        headingLevel="h2"
      />
    </>
  );
}
