import * as yup from 'yup';
import {
  CONTACT_FIELD_LABELS,
  CONTACT_FIELDS,
  CONTACT_TEXT_MAX_LENGTH,
  CONTRIBUTION_HOURS_OPTIONS,
  CONTRIBUTION_TYPE_MIN_SELECTED,
  CONTRIBUTION_TYPE_OPTIONS,
  IMPROVEMENT_TYPE_OPTIONS,
  OPTIONAL_CONTACT_FIELDS,
  type ContactFieldName,
  type ContactFormType,
  type ContactFormValues,
} from './fields.js';
import { contactMessages as say } from './messages.js';

// Each field's tests are declared in the order their message should win, because the modal shows the first error.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const notBlank = (value: string | undefined) => value === undefined || value.trim() !== '';

// NUL is never typed into a form, and PostgreSQL cannot store it in a text column.
const withoutNul = (value: string | undefined) => value === undefined || !value.includes('\u0000');

function requiredText(field: keyof typeof CONTACT_TEXT_MAX_LENGTH) {
  const label = CONTACT_FIELD_LABELS[field];
  const limit = CONTACT_TEXT_MAX_LENGTH[field];
  return yup
    .string()
    .typeError(say.required(label))
    .required(say.required(label))
    .test('not-blank', say.cannotBeEmpty(label), notBlank)
    .test('without-nul', say.characterNotAllowed(label), withoutNul)
    .max(limit, say.maxLength(label, limit));
}

const isPicked = (value: unknown) => value !== undefined && value !== null && value !== '';

// Not yup's oneOf: it runs before `required`, so an empty select would read "must be one of the listed options".
const listedOption = (
  field: ContactFieldName,
  options: readonly string[],
  schema = yup.string().typeError(say.unknownOption(CONTACT_FIELD_LABELS[field])),
) =>
  schema.test(
    'listed-option',
    say.unknownOption(CONTACT_FIELD_LABELS[field]),
    (value) => !value || options.includes(value),
  );

function requiredChoice(field: ContactFieldName, options: readonly string[]) {
  const label = CONTACT_FIELD_LABELS[field];
  return listedOption(field, options, yup.string().typeError(say.required(label)).required(say.required(label)));
}

const FIELD_SCHEMAS: Record<ContactFieldName, yup.AnySchema> = {
  name: requiredText('name'),
  email: requiredText('email').matches(EMAIL_PATTERN, {
    message: say.invalidEmail(CONTACT_FIELD_LABELS.email),
    excludeEmptyString: true,
  }),
  instagramHandle: yup
    .string()
    .typeError(say.maxLength(CONTACT_FIELD_LABELS.instagramHandle, CONTACT_TEXT_MAX_LENGTH.instagramHandle))
    .default('')
    .test('without-nul', say.characterNotAllowed(CONTACT_FIELD_LABELS.instagramHandle), withoutNul)
    .max(
      CONTACT_TEXT_MAX_LENGTH.instagramHandle,
      say.maxLength(CONTACT_FIELD_LABELS.instagramHandle, CONTACT_TEXT_MAX_LENGTH.instagramHandle),
    ),
  message: requiredText('message'),
  contributionType: yup
    .array()
    .typeError(say.required(CONTACT_FIELD_LABELS.contributionType))
    // Drops empty picks (the spec's "undefined first element") and repeats before counting.
    .transform((list: unknown) => (Array.isArray(list) ? [...new Set(list.filter(isPicked))] : list))
    .of(listedOption('contributionType', CONTRIBUTION_TYPE_OPTIONS))
    .required(say.required(CONTACT_FIELD_LABELS.contributionType))
    .min(
      CONTRIBUTION_TYPE_MIN_SELECTED,
      say.minSelected(CONTACT_FIELD_LABELS.contributionType, CONTRIBUTION_TYPE_MIN_SELECTED),
    ),
  contributionHours: requiredChoice('contributionHours', CONTRIBUTION_HOURS_OPTIONS),
  improvementType: requiredChoice('improvementType', IMPROVEMENT_TYPE_OPTIONS),
  recaptcha: yup
    .boolean()
    .typeError(say.mustBeChecked(CONTACT_FIELD_LABELS.recaptcha))
    .required(say.mustBeChecked(CONTACT_FIELD_LABELS.recaptcha))
    .oneOf([true], say.mustBeChecked(CONTACT_FIELD_LABELS.recaptcha)),
};

function buildSchema(type: ContactFormType): yup.ObjectSchema<Partial<ContactFormValues>> {
  const shape = Object.fromEntries(CONTACT_FIELDS[type].map((field) => [field, FIELD_SCHEMAS[field]]));
  return yup.object(shape) as unknown as yup.ObjectSchema<Partial<ContactFormValues>>;
}

export const CONTACT_SCHEMAS: Record<ContactFormType, yup.ObjectSchema<Partial<ContactFormValues>>> = {
  general: buildSchema('general'),
  contributor: buildSchema('contributor'),
  'site improvements': buildSchema('site improvements'),
};

export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

export function firstErrorPerField(error: yup.ValidationError): ContactFieldErrors {
  const errors: Record<string, string> = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const field = (failure.path ?? '').split(/[.[]/)[0];
    if (field && !(field in errors)) errors[field] = failure.message;
  }
  return errors as ContactFieldErrors;
}

export type ContactValidation =
  { valid: true; values: Partial<ContactFormValues> } | { valid: false; errors: ContactFieldErrors };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asPlainValue = (value: unknown): unknown => {
  const leaf = (item: unknown) =>
    (typeof item === 'object' && item !== null) || typeof item === 'function' ? {} : item;
  return Array.isArray(value) ? value.map(leaf) : leaf(value);
};

// Only the form's own keys, because yup's object schema would look up `constructor` among its fields and call it;
// objects are emptied so one whose `toString` is not a function reads as a value of the wrong kind.
function ownFormFields(type: ContactFormType, formData: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (!isRecord(formData)) return fields;
  for (const field of CONTACT_FIELDS[type]) {
    if (Object.prototype.hasOwnProperty.call(formData, field)) fields[field] = asPlainValue(formData[field]);
  }
  return fields;
}

export async function validateContactForm(type: ContactFormType, formData: unknown): Promise<ContactValidation> {
  try {
    const values = await CONTACT_SCHEMAS[type].validate(ownFormFields(type, formData), {
      abortEarly: false,
      stripUnknown: true,
    });
    return { valid: true, values };
  } catch (error) {
    if (yup.ValidationError.isError(error)) return { valid: false, errors: firstErrorPerField(error) };
    throw error;
  }
}

// Whether Submit may be enabled; whether the values are valid is for validation to say once it is pressed.
export function isContactFormComplete(type: ContactFormType, values: Partial<ContactFormValues>): boolean {
  return CONTACT_FIELDS[type].every((field) => {
    if (OPTIONAL_CONTACT_FIELDS.includes(field)) return true;
    const value: unknown = values[field];
    if (typeof value === 'string') return value !== '';
    if (Array.isArray(value)) return value.length > 0 && value[0] !== undefined;
    if (typeof value === 'boolean') return value;
    return false;
  });
}
