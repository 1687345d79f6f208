import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';

/** Logical filter operators take conditions; $in and $notIn a value or a list, $between two, the others a value. */
const LOGICAL_OPERATORS = new Set(['$and', '$or', '$not']);
const LIST_OPERATORS = new Set(['$in', '$notIn']);

const isPrototypeName = (name: string) => Object.prototype.hasOwnProperty.call(Object.prototype, name);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** What is wrong with a name (an attribute, a step of a dotted path), or null. */
const nameProblem = (name: string) => {
  if (name.trim() === '') return 'an empty name';
  if (isPrototypeName(name)) return `"${name}", which is no attribute`;
  return null;
};

/** The comma-separated items of a string parameter, or of each string of a list. */
const items = (value: unknown): unknown[] =>
  (Array.isArray(value) ? value : [value]).flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));

function sortProblem(value: unknown): string | null {
  if (isRecord(value)) {
    for (const [name, direction] of Object.entries(value)) {
      const problem = nameProblem(name) ?? (isRecord(direction) ? sortProblem(direction) : null);
      if (problem) return problem;
    }
    return null;
  }
  for (const item of items(value)) {
    const problem = isRecord(item)
      ? sortProblem(item)
      : typeof item === 'string'
        ? null
        : 'a value that is not a field';
    if (problem) return problem;
    if (typeof item !== 'string') continue;
    if (item.trim() === '') continue;
    for (const step of item.split(':')[0].split('.')) {
      const problem = nameProblem(step);
      if (problem) return problem;
    }
  }
  return null;
}

function fieldsProblem(value: unknown): string | null {
  for (const item of items(value)) {
    if (typeof item !== 'string') return 'a value that is not a field';
    const problem = nameProblem(item);
    if (problem) return problem;
  }
  return null;
}

function filtersProblem(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = isScalar(item) ? null : filtersProblem(item);
      if (problem) return problem;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  for (const [key, condition] of Object.entries(value)) {
    if (LOGICAL_OPERATORS.has(key)) {
      const conditions = Array.isArray(condition) ? condition : [condition];
      if (!conditions.every(isRecord)) return `${key} with a value instead of conditions`;
    } else if (key.startsWith('$')) {
      const list = Array.isArray(condition) ? condition : [condition];
      if (!list.every(isScalar)) return `${key} with conditions instead of a value`;
      if (key === '$between' && !(Array.isArray(condition) && condition.length === 2))
        return '$between without two values';
      if (Array.isArray(condition) && !LIST_OPERATORS.has(key) && key !== '$between') return `${key} with a list`;
      continue;
    } else {
      const problem = nameProblem(key);
      if (problem) return problem;
    }
    const problem = filtersProblem(condition);
    if (problem) return problem;
  }
  return null;
}

function populateProblem(value: unknown): string | null {
  if (!isRecord(value)) {
    for (const item of items(value)) {
      if (typeof item !== 'string') return 'a value that is not a relation';
      if (item === '*' || item.trim() === '') continue;
      for (const step of item.split('.')) {
        const problem = nameProblem(step);
        if (problem) return problem;
      }
    }
    return null;
  }
  for (const [name, nested] of Object.entries(value)) {
    const problem = nameProblem(name) ?? (isRecord(nested) ? nestedProblem(nested) : null);
    if (problem) return problem;
  }
  return null;
}

const PARAMETERS: Record<string, (value: unknown) => string | null> = {
  sort: sortProblem,
  fields: fieldsProblem,
  filters: filtersProblem,
  populate: populateProblem,
};

/** The parameters of a query, or of a relation's own query inside `populate` (`on` holds components'). */
function nestedProblem(query: Record<string, unknown>): string | null {
  for (const [parameter, value] of Object.entries(query)) {
    const check =
      parameter === 'on' ? (on: unknown) => (isRecord(on) ? populateProblem(on) : null) : PARAMETERS[parameter];
    const problem = check ? check(value) : null;
    if (problem) return `${parameter}: ${problem}`;
  }
  return null;
}

/** What Strapi would fail on with a 500 in a content-API query, or null. */
export const queryProblem = (query: Record<string, unknown>) => nestedProblem(query);

/**
 * Refuses with 400 the content-API query parameters that Strapi 5.54 lets through its own validation and
 * then fails on with a 500 (strapi/strapi#25560 is one): an empty step in a path (`sort=title.`,
 * `fields=`), a name of Object.prototype's (`fields=toString`), a logical filter given a value
 * (`filters[$or]=x`), an operator given conditions (`filters[title][$eq][$eq]=x`) or the wrong number of
 * values (`filters[id][$between]=1`). The rest is left to
 * Strapi (docs/decisions/100-hostile-input.md).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = `${strapi.config.get<string>('api.rest.prefix', '/api')}/`.toLowerCase();
  return async (ctx: Context, next: Next) => {
    // Strapi's router takes any case of a path, so this guard does too.
    if (!ctx.path.toLowerCase().startsWith(prefix)) return next();
    // PostgreSQL refuses a NUL character in text (a 500 from a filter value); no Folio value holds one.
    if (ctx.querystring.includes('%00') || ctx.querystring.includes('\u0000'))
      throw new errors.ValidationError('Invalid query parameter: it contains a NUL character');
    const problem = queryProblem(ctx.query as Record<string, unknown>);
    if (problem) throw new errors.ValidationError(`Invalid query parameter ${problem}`);
    return next();
  };
};
