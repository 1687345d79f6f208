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

const nameProblem = (name: string) => {
  if (name.trim() === '') return 'an empty name';
  if (isPrototypeName(name)) return `"${name}", which is no attribute`;
  return null;
};

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

export interface GuardAttribute {
  type: string;
  target?: string;
  component?: string;
}
export type Attributes = (uid: string) => Record<string, GuardAttribute> | undefined;

const modelOf = (attribute: GuardAttribute | undefined) =>
  attribute?.type === 'media' ? 'plugin::upload.file' : (attribute?.target ?? attribute?.component);

/** PostgreSQL's integer and bigint ranges: a number outside them fails the query there. */
const INTEGER_RANGE: Record<string, bigint> = {
  integer: BigInt('2147483648'),
  increments: BigInt('2147483648'),
  biginteger: BigInt('9223372036854775808'),
};
const TYPE_FREE_OPERATORS = new Set(['$null', '$notNull']);
/** Operators that compare text (LIKE, lower()): PostgreSQL has none of them for numbers or booleans. */
const TEXT_OPERATORS = new Set([
  '$eqi',
  '$nei',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
]);

/** What is wrong with a value compared to a number or boolean attribute, or null (strapi/strapi#24678). */
function valueProblem(type: string, value: unknown): string | null {
  if (value === null) return null;
  const text = String(value).trim();
  const range = INTEGER_RANGE[type];
  if (range !== undefined) {
    if (!/^-?\d{1,20}$/.test(text)) return 'a value that is no whole number';
    const number = BigInt(text);
    return number >= -range && number < range ? null : 'a number out of range';
  }
  if (type === 'float' || type === 'decimal') {
    return /^-?\d+(\.\d+)?$/.test(text) ? null : 'a value that is no number';
  }
  if (type === 'boolean') {
    return /^(true|false|0|1|t|f)$/i.test(text) ? null : 'a value that is not true or false';
  }
  return null;
}

function filtersProblem(value: unknown, attributes?: Attributes, uid?: string): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = isScalar(item) ? null : filtersProblem(item, attributes, uid);
      if (problem) return problem;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  // Every model has an id; the rest come from the model's schema when the guard knows it.
  const fields = uid && attributes ? attributes(uid) : undefined;
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
      const attribute = key === 'id' ? { type: 'increments' } : fields?.[key];
      const typed = attribute && typedProblem(key, attribute, condition);
      if (typed) return typed;
      const next = modelOf(attribute);
      const problem2 = filtersProblem(condition, attributes, next ?? (attribute ? undefined : uid));
      if (problem2) return problem2;
      continue;
    }
    const problem = filtersProblem(condition, attributes, uid);
    if (problem) return problem;
  }
  return null;
}

/** The conditions on one attribute: `filters[id]=1`, `filters[id][$in]=1,2`, `filters[id][$not][$eq]=1`. */
function typedProblem(name: string, attribute: GuardAttribute, condition: unknown): string | null {
  if (!(attribute.type in INTEGER_RANGE) && !['float', 'decimal', 'boolean'].includes(attribute.type)) return null;
  const check = (operator: string, values: unknown): string | null => {
    if (TYPE_FREE_OPERATORS.has(operator)) return null;
    if (TEXT_OPERATORS.has(operator)) return `${name} (not text) compared with ${operator}`;
    for (const item of Array.isArray(values) ? values : [values]) {
      if (isRecord(item)) {
        for (const [inner, innerValues] of Object.entries(item)) {
          const problem = check(inner, innerValues);
          if (problem) return problem;
        }
        continue;
      }
      const problem = valueProblem(attribute.type, item);
      if (problem)
        return `${name} (${attribute.type === 'boolean' ? 'true or false' : 'a number'}) compared to ${problem}`;
    }
    return null;
  };
  return check('$eq', condition);
}

interface Scope {
  attributes?: Attributes;
  uid?: string;
}

function populateProblem(value: unknown, scope: Scope = {}): string | null {
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
  const fields = scope.uid && scope.attributes ? scope.attributes(scope.uid) : undefined;
  for (const [name, nested] of Object.entries(value)) {
    const attribute = fields?.[name];
    const uid = modelOf(attribute);
    const problem = nameProblem(name) ?? (isRecord(nested) ? nestedProblem(nested, { ...scope, uid }) : null);
    if (problem) return problem;
  }
  return null;
}

/** A dynamic zone's `on`: each key is a component's uid, with that component's own query. */
function onProblem(value: unknown, scope: Scope): string | null {
  if (!isRecord(value)) return null;
  for (const [uid, nested] of Object.entries(value)) {
    const problem = nameProblem(uid) ?? (isRecord(nested) ? nestedProblem(nested, { ...scope, uid }) : null);
    if (problem) return problem;
  }
  return null;
}

const PARAMETERS: Record<string, (value: unknown, scope: Scope) => string | null> = {
  sort: sortProblem,
  fields: fieldsProblem,
  filters: (value, { attributes, uid }) => filtersProblem(value, attributes, uid),
  populate: populateProblem,
  on: onProblem,
};

function nestedProblem(query: Record<string, unknown>, scope: Scope): string | null {
  for (const [parameter, value] of Object.entries(query)) {
    const check = PARAMETERS[parameter];
    const problem = check ? check(value, scope) : null;
    if (problem) return `${parameter}: ${problem}`;
  }
  return null;
}

export const queryProblem = (query: Record<string, unknown>, scope: Scope = {}) => nestedProblem(query, scope);

function routeModels(strapi: Core.Strapi): Map<string, string> {
  const models = new Map<string, string>([['upload', 'plugin::upload.file']]);
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    models.set(contentType.info.pluralName.toLowerCase(), uid);
    if (contentType.kind === 'singleType') models.set(contentType.info.singularName.toLowerCase(), uid);
  }
  return models;
}

/**
 * Strapi 5.54 lets some query parameters through its validation, then fails on them with a 500
 * (strapi/strapi#25560, #24678); the rest is left to Strapi (docs/decisions/100-hostile-input.md).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = `${strapi.config.get<string>('api.rest.prefix', '/api')}/`.toLowerCase();
  let models: Map<string, string> | undefined;
  const attributes: Attributes = (uid) =>
    (strapi.getModel(uid as never) as { attributes?: Record<string, GuardAttribute> } | undefined)?.attributes;
  return async (ctx: Context, next: Next) => {
    // Strapi's router takes any case of a path, so this guard does too.
    const path = ctx.path.toLowerCase();
    if (!path.startsWith(prefix)) return next();
    // PostgreSQL refuses a NUL character in text (a 500 from a filter value); no Folio value holds one.
    if (ctx.querystring.includes('%00') || ctx.querystring.includes('\u0000'))
      throw new errors.ValidationError('Invalid query parameter: it contains a NUL character');
    // Content types are all registered once the server takes requests.
    models ??= routeModels(strapi);
    const uid = models.get(path.slice(prefix.length).split('/')[0]);
    const problem = queryProblem(ctx.query as Record<string, unknown>, { attributes, uid });
    if (problem) throw new errors.ValidationError(`Invalid query parameter ${problem}`);
    return next();
  };
};
