/**
 * The content-API query parameters refused before Strapi fails on them with a 500 (src/middlewares/query-guard.ts),
 * as strapi::query parses them, and the queries that go on to Strapi's own validation. Against the real CMS:
 * hostile-input.test.ts and the fuzz suite's reads.
 */
import { queryProblem, type GuardAttribute } from '../src/middlewares/query-guard';

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

/** A scan's schema as the guard reads it: the year a number, the designer a relation, pages media. */
const SCHEMA: Record<string, Record<string, GuardAttribute>> = {
  'api::scan.scan': {
    title: { type: 'string' },
    yearPublished: { type: 'integer' },
    designer: { type: 'relation', target: 'api::designer.designer' },
    pages: { type: 'media' },
  },
  'api::designer.designer': { name: { type: 'string' }, scans: { type: 'relation', target: 'api::scan.scan' } },
  'plugin::upload.file': { width: { type: 'integer' }, size: { type: 'decimal' } },
};
const scope = { uid: 'api::scan.scan', attributes: (uid: string) => SCHEMA[uid] };

it.each<[string, Record<string, unknown>, RegExp]>([
  [
    'filters[id][$eq]=abc',
    { filters: { id: { $eq: 'abc' } } },
    /id \(a number\) compared to a value that is no whole number/,
  ],
  ['filters[id]=1.5', { filters: { id: '1.5' } }, /no whole number/],
  ['filters[id][$between]=-1,', { filters: { id: { $between: ['-1', ''] } } }, /no whole number/],
  ['filters[yearPublished][$gt]=2147483648', { filters: { yearPublished: { $gt: '2147483648' } } }, /out of range/],
  [
    'filters[yearPublished][$not][$in]=1,x',
    { filters: { yearPublished: { $not: { $in: ['1', 'x'] } } } },
    /yearPublished/,
  ],
  ['filters[$or][0][id]=x', { filters: { $or: [{ id: 'x' }] } }, /no whole number/],
  ['filters[designer][id][$eq]=*', { filters: { designer: { id: { $eq: '*' } } } }, /no whole number/],
  [
    'filters[designer][scans][yearPublished]=x',
    { filters: { designer: { scans: { yearPublished: 'x' } } } },
    /yearPublished/,
  ],
  [
    'filters[pages][size][$lt]=big',
    { filters: { pages: { size: { $lt: 'big' } } } },
    /size \(a number\) compared to a value that is no number/,
  ],
  ['filters[id][$containsi]=1', { filters: { id: { $containsi: '1' } } }, /id \(not text\) compared with \$containsi/],
  ['populate[designer][filters][id]=x', { populate: { designer: { filters: { id: 'x' } } } }, /populate: filters: id/],
])('refuses, knowing the model, %s', (_query, query, problem) => {
  expect(queryProblem(query, scope)).toMatch(problem);
});

it.each<[string, Record<string, unknown>]>([
  ['filters[id][$in]=1,2', { filters: { id: { $in: ['1', '2'] } } }],
  ['filters[yearPublished][$between]=1990,1999', { filters: { yearPublished: { $between: ['1990', '1999'] } } }],
  ['filters[yearPublished][$null]=true', { filters: { yearPublished: { $null: 'true' } } }],
  ['filters[title][$contains]=1990', { filters: { title: { $contains: '1990' } } }],
  ['filters[pages][size][$lt]=120.5', { filters: { pages: { size: { $lt: '120.5' } } } }],
  ['filters[designer][name][$eqi]=x', { filters: { designer: { name: { $eqi: 'x' } } } }],
])('leaves, knowing the model, %s to Strapi', (_query, query) => {
  expect(queryProblem(query, scope)).toBeNull();
});
