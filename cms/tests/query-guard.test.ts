/**
 * The content-API query parameters refused before Strapi fails on them with a 500 (src/middlewares/query-guard.ts),
 * as strapi::query parses them, and the queries that go on to Strapi's own validation. Against the real CMS:
 * hostile-input.test.ts and the fuzz suite's reads.
 */
import { queryProblem } from '../src/middlewares/query-guard';

it.each<[string, Record<string, unknown>, RegExp]>([
  ['sort=../../etc/passwd', { sort: '../../etc/passwd' }, /sort: an empty name/],
  ['sort=title.', { sort: 'title.' }, /sort: an empty name/],
  ['sort[0]=..', { sort: ['..'] }, /sort: an empty name/],
  ['sort=toString', { sort: 'toString:asc' }, /sort: "toString"/],
  ['fields=', { fields: '' }, /fields: an empty name/],
  ['fields[0]=toString', { fields: ['toString'] }, /fields: "toString"/],
  ['fields=__proto__', { fields: '__proto__' }, /fields: "__proto__"/],
  ['filters[$or]=x', { filters: { $or: 'x' } }, /filters: \$or with a value/],
  ['filters[$or][0]=x', { filters: { $or: ['x'] } }, /filters: \$or with a value/],
  ['filters[title][$eq][$eq]=a', { filters: { title: { $eq: { $eq: 'a' } } } }, /filters: \$eq with conditions/],
  ['filters[id][$between]=-1', { filters: { id: { $between: '-1' } } }, /filters: \$between without two values/],
  ['filters[id][$gt][0]=1', { filters: { id: { $gt: ['1', '2'] } } }, /filters: \$gt with a list/],
  ['populate=cover.', { populate: 'cover.' }, /populate: an empty name/],
  ['populate[designer][sort]=..', { populate: { designer: { sort: '..' } } }, /populate: sort: an empty name/],
])('refuses %s', (_query, query, problem) => {
  expect(queryProblem(query)).toMatch(problem);
});

it.each<[string, Record<string, unknown>]>([
  ['no parameters', {}],
  ['sort=title:desc,publishedDate', { sort: 'title:desc,publishedDate' }],
  ['sort[0]=title:asc', { sort: ['title:asc'] }],
  ['sort[title]=asc', { sort: { title: 'asc' } }],
  ['sort= (no sort)', { sort: '' }],
  ['fields[0]=title&fields[1]=slug', { fields: ['title', 'slug'] }],
  ['populate=*', { populate: '*' }],
  ['populate=cover,designer.avatar', { populate: 'cover,designer.avatar' }],
  [
    'populate[designer][fields][0]=name&populate[blocks][on][content.text-block][fields][0]=text',
    { populate: { designer: { fields: ['name'] }, blocks: { on: { 'content.text-block': { fields: ['text'] } } } } },
  ],
  ['filters[title][$eq]=x', { filters: { title: { $eq: 'x' } } }],
  ['filters[$or][0][title][$eq]=x', { filters: { $or: [{ title: { $eq: 'x' } }, { slug: { $null: 'true' } }] } }],
  ['filters[year][$between]=1990,1999', { filters: { year: { $between: ['1990', '1999'] } } }],
  ['filters[slug][$in]=a&filters[id][$notIn][0]=1', { filters: { slug: { $in: 'a' }, id: { $notIn: ['1'] } } }],
  ['filters[$not][title][$contains]=x', { filters: { $not: { title: { $contains: 'x' } } } }],
  ['filters[designer][name][$eqi]=x', { filters: { designer: { name: { $eqi: 'x' } } } }],
  ['pagination[page]=2', { pagination: { page: '2' } }],
])('leaves %s to Strapi', (_query, query) => {
  expect(queryProblem(query)).toBeNull();
});
