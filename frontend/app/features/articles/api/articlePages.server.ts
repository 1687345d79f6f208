import { facetList } from '@folio/core';
import { content } from '../../../lib/content/content.server';
import { designerDirectory, designersOfArticles } from '../../../lib/content/designers';
import { facetListHead } from '../../../lib/content/facetHead.server';
import { facetView } from '../../../lib/content/facetView';
import { loadContent, notFoundOrMoved } from '../../../lib/content/loaders.server';
import { buildPageHead } from '../../../lib/seo/pageHead.server';
import { articleJsonLd } from '../../../lib/seo/structuredData';
import { toArticleCard } from '../articleCards';
import { articleFacets } from '../facets';
import { relatedArticles } from '../related';
import { otherParts, partNumber } from '../series';

const TITLE = 'Articles';
const DESCRIPTION = 'Interviews, spotlights, deep dives and exclusives on fashion publications and their makers.';
const PATH = '/articles';

// A narrowed list is a view of the plain one: noindex, canonical to it.
export async function loadArticleList(url: string) {
  const [newestFirst, scans, archives] = await loadContent(() =>
    Promise.all([content.articles(), content.scans(), content.archives()]),
  );
  const designers = designersOfArticles(newestFirst, designerDirectory(scans, archives));
  const { searchParams } = new URL(url);
  const faceted = facetList(
    articleFacets(newestFirst, (article) => designers.get(article) ?? []),
    newestFirst,
    searchParams,
  );
  const view = facetView(TITLE, PATH, newestFirst.length, faceted, searchParams);
  const articles = faceted.items.map(toArticleCard);
  const head = await facetListHead(view, {
    description: DESCRIPTION,
    image: faceted.items[0]?.cover,
    items: articles.map((article) => ({ name: article.title, path: `/articles/${article.slug}` })),
  });
  return { title: TITLE, description: DESCRIPTION, articles, head, facets: view.facets };
}

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
