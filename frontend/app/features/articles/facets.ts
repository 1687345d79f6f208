/**
 * The facets of the articles list: year of publication, the designers or brands an article mentions (as their
 * pages link them, record 183: `designersOf`), category and author.
 */
import {
  ARTICLE_CATEGORIES,
  compareNumericValues,
  slugify,
  yearValue,
  type Article,
  type FacetDefinition,
} from '@folio/core';

export const articleFacets = (
  designersOf: (article: Article) => readonly { name: string; slug: string }[],
): FacetDefinition<Article>[] => [
  {
    key: 'year',
    label: 'Year',
    valueOf: (article) => yearValue(new Date(article.published_at).getUTCFullYear()),
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
