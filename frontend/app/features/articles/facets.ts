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

// A magazine of a few years would otherwise show a decade group of one value, its years one choice further away.
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
