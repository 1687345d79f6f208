/**
 * The facets of the articles list: decade and year of publication, the designers or brands an article mentions
 * (as their pages link them, record 183: `designersOf`), category and author.
 */
import {
  ARTICLE_CATEGORIES,
  compareNumericValues,
  decadeValue,
  slugify,
  yearValue,
  type Article,
  type FacetDefinition,
} from '@folio/core';

const publicationYear = (article: Article) => new Date(article.published_at).getUTCFullYear();

/**
 * The decade is offered once the articles span more than one: a magazine of a few years would otherwise show a
 * group of one value, and its years one choice further away than they need to be.
 */
const spansDecades = (articles: readonly Article[]) =>
  new Set(articles.map((article) => decadeValue(publicationYear(article)).value)).size > 1;

export function articleFacets(
  articles: readonly Article[],
  designersOf: (article: Article) => readonly { name: string; slug: string }[],
): FacetDefinition<Article>[] {
  const byDecade = spansDecades(articles);
  const decade: FacetDefinition<Article> = {
    key: 'decade',
    label: 'Decade',
    valueOf: (article) => decadeValue(publicationYear(article)),
    compare: compareNumericValues,
  };
  return [
    ...(byDecade ? [decade] : []),
    {
      key: 'year',
      label: 'Year',
      valueOf: (article) => yearValue(publicationYear(article)),
      ...(byDecade && { refines: decade.key }),
      compare: compareNumericValues,
    },
    {
      key: 'designer',
      label: 'Designer or brand',
      valueOf: (article) => designersOf(article).map(({ name, slug }) => ({ value: slug, label: name })),
    },
    {
      key: 'category',
      label: 'Category',
      valueOf: (article) => (article.category ? { value: slugify(article.category), label: article.category } : null),
      // The spec's order of the categories, as the magazine presents them.
      compare: (a, b) =>
        ARTICLE_CATEGORIES.indexOf(a.label as Article['category']) -
        ARTICLE_CATEGORIES.indexOf(b.label as Article['category']),
    },
    {
      key: 'author',
      label: 'Author',
      // slugify makes up a number for an empty name: an article without an author has no value here.
      valueOf: (article) => (article.author.trim() ? { value: slugify(article.author), label: article.author } : null),
    },
  ];
}
