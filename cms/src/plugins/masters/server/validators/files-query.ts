import { errors, yup } from '@strapi/utils';

const MAX_SEARCH = 200;

const schema = yup
  .object({
    page: yup
      .number()
      .typeError('page must be a whole number from 1')
      .integer('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .default(1),
    search: yup.string().trim().max(MAX_SEARCH, `search may hold at most ${MAX_SEARCH} characters`).default(''),
  })
  .noUnknown(true, 'Only page and search may be sent');

/** `?page=2&search=vogue`: anything else is a 400 naming what to send. */
export function validateFilesQuery(query: Record<string, unknown>): { page: number; search: string } {
  try {
    return schema.validateSync(query, { strict: false, abortEarly: true, stripUnknown: false });
  } catch (error) {
    throw new errors.ValidationError(error instanceof Error ? error.message : 'Invalid query');
  }
}
