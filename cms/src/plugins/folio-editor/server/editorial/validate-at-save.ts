import { coverAltTextError, iiifRightsError, webAddressError, yearPublishedError } from '@folio/core';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPE } from '../../../../lib/content-types';
import { fieldLabel } from './admin-layout';

type Rule = (label: string, value: unknown) => string | null;

const RULES: Record<string, Record<string, Rule>> = {
  [CONTENT_TYPE.scan]: { yearPublished: yearPublishedError, rights: iiifRightsError },
  [CONTENT_TYPE.archiveEntry]: { yearPublished: yearPublishedError, rights: iiifRightsError },
  [CONTENT_TYPE.siteSetting]: {
    donateUrl: webAddressError,
    instagramUrl: webAddressError,
    iiifRights: iiifRightsError,
  },
  'shared.social-link': { url: webAddressError },
  'shared.contributor': { link: webAddressError },
};

const NEEDS_ALT_TEXT: Record<string, readonly string[]> = {
  [CONTENT_TYPE.scan]: ['cover'],
  [CONTENT_TYPE.archiveEntry]: ['cover'],
  [CONTENT_TYPE.article]: ['cover'],
};

const FILE_UID = 'plugin::upload.file';

const WRITING_ACTIONS = new Set(['create', 'update', 'clone']);

interface FieldError {
  path: (string | number)[];
  message: string;
  name: 'ValidationError';
}

type Attributes = Record<string, { type: string; component?: string; repeatable?: boolean }>;

/** Strapi checks min/max and formats only at publish, and never asks for alternative text. */
export function validateAtSave(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const data = (context.params as { data?: unknown } | undefined)?.data;
    if (WRITING_ACTIONS.has(context.action) && isRecord(data)) {
      const problems = [
        ...findProblems(strapi, context.uid, data, [], ''),
        ...(await missingAltText(strapi, context.uid, data)),
      ];
      if (problems.length) {
        const message = problems.length === 1 ? problems[0].message : problems.map((p) => p.message).join(' ');
        throw new errors.ValidationError(message, { errors: problems });
      }
    }
    return next();
  });
}

function findProblems(
  strapi: Core.Strapi,
  uid: string,
  data: Record<string, unknown>,
  path: (string | number)[],
  labelPrefix: string,
): FieldError[] {
  const rules = RULES[uid] ?? {};
  const model = strapi.getModel(uid as UID.Schema) as { attributes?: Attributes } | undefined;
  const attributes = model?.attributes ?? {};
  const problems: FieldError[] = [];
  for (const [field, value] of Object.entries(data)) {
    const label = `${labelPrefix}${fieldLabel(uid, field)}`;
    const message = rules[field]?.(label, value);
    if (message) problems.push({ path: [...path, field], message, name: 'ValidationError' });
    const attribute = attributes[field];
    if (attribute?.type !== 'component' || !attribute.component) continue;
    const items = attribute.repeatable && Array.isArray(value) ? value : [value];
    items.forEach((item, index) => {
      if (!isRecord(item)) return;
      const itemPath = attribute.repeatable ? [...path, field, index] : [...path, field];
      const itemLabel = attribute.repeatable ? `${label} ${index + 1}: ` : `${label}: `;
      problems.push(...findProblems(strapi, attribute.component as string, item, itemPath, itemLabel));
    });
  }
  return problems;
}

function fileReference(value: unknown): { id: number } | { documentId: string } | null {
  if (typeof value === 'number' && Number.isInteger(value)) return { id: value };
  if (typeof value === 'string' && /^[0-9]+$/.test(value)) return { id: Number(value) };
  if (typeof value === 'string' && value !== '') return { documentId: value };
  if (isRecord(value)) return fileReference(value.id ?? value.documentId);
  return null;
}

async function missingAltText(strapi: Core.Strapi, uid: string, data: Record<string, unknown>): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  for (const field of NEEDS_ALT_TEXT[uid] ?? []) {
    const reference = fileReference(data[field]);
    if (!reference) continue;
    const file = (await strapi.db.query(FILE_UID).findOne({ where: reference, select: ['alternativeText'] })) as {
      alternativeText?: string | null;
    } | null;
    // A file that does not exist is Strapi's to refuse; only a real image without a text is ours.
    if (!file) continue;
    const message = coverAltTextError(fieldLabel(uid, field), file.alternativeText);
    if (message) problems.push({ path: [field], message, name: 'ValidationError' });
  }
  return problems;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
