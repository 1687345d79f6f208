import { facetList } from '@folio/core';
import { article } from '../../../test/fixtures/catalog';
import { articleFacets } from './facets';

const noDesigners = () => [];
const keys = (articles: Parameters<typeof articleFacets>[0]) =>
  articleFacets(articles, noDesigners).map((facet) => facet.key);

describe('the articles list facets', () => {
  const recent = [article(1, 'a', 'A', '2024-01-10T12:00:00.000Z'), article(2, 'b', 'B', '2025-02-10T12:00:00.000Z')];
  const older = [...recent, article(3, 'c', 'C', '2019-12-31T23:00:00.000Z')];

  it('offers years without decades while every article falls in one decade', () => {
    expect(keys(recent)).toEqual(['year', 'designer', 'category', 'author']);
  });

  it('offers decades, with years within the chosen one, once the articles span two', () => {
    expect(keys(older)).toEqual(['decade', 'year', 'designer', 'category', 'author']);
    const list = facetList(articleFacets(older, noDesigners), older, new URLSearchParams('year=2019'));
    expect(list.choice).toEqual({ decade: '2010', year: '2019' });
    expect(list.items.map((item) => item.title)).toEqual(['C']);
    const decades = list.groups.find((group) => group.key === 'decade')!;
    expect(decades.values.map(({ label, count }) => `${label} (${count})`)).toEqual(['2010s (1)', '2020s (2)']);
  });
});
