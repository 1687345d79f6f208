/** The article pages' data for their route loaders, from the server's content cache, with each page's head. */
import { content } from '../../../lib/content/content.server';
import { loadContent, notFoundOrMoved } from '../../../lib/content/loaders.server';
import { buildPageHead } from '../../../lib/seo/pageHead.server';
import { articleJsonLd, collectionPageJsonLd } from '../../../lib/seo/structuredData';
import { absoluteUrl } from '../../../lib/seo/urls';
import { toArticleCard } from '../articleCards';
import { relatedArticles } from '../related';
import { otherParts, partNumber } from '../series';

const TITLE = 'Articles';
const DESCRIPTION = 'Interviews, spotlights, deep dives and exclusives on fashion publications and their makers.';

/** /articles: newest first, as the catalog serves them. */
export async function loadArticleList() {
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
  return { title: TITLE, description: DESCRIPTION, articles, head };
}

/** /articles/{slug}, with the other parts of its series and the related articles. */
export async function loadArticlePage(url: string, slug: string) {
  const articles = await loadContent(content.articles);
  const article = articles.find((candidate) => candidate.slug === slug.toLowerCase());
  if (!article) return notFoundOrMoved(url);
  const head = await buildPageHead({
    title: article.title,
    description: article.description,
    path: `/articles/${article.slug}`,
    image: article.cover,
    seo: article.seo,
    openGraphType: 'article',
    jsonLd: ({ url, imageUrl, identity }) => [articleJsonLd(article, url, imageUrl, identity.siteName)],
  });
  return {
    article,
    currentPart: partNumber(article.slug),
    otherParts: otherParts(article.slug, articles),
    related: relatedArticles(article, articles).map(toArticleCard),
    head,
  };
}
