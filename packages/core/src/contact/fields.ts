import { MESSAGE_MAX_LENGTH } from '../constants.js';

/**
 * The contact modal's form types, their fields and the fields' labels and options.
 *
 * The spec names the fields but not which form shows which. Our mapping:
 * - general:            name, email, instagramHandle, message, captcha
 * - contributor:        name, email, instagramHandle, contributionType, contributionHours, message, captcha
 * - site improvements:  name, email, improvementType, message, captcha
 * The Instagram handle is asked where the team may follow the person's work (a question or an offer to
 * contribute), not for a bug report; contribution and improvement details only where they apply.
 */

/** `typeOfInquiry` values, as POST /api/sendContactInquiry receives them. */
export const CONTACT_FORM_TYPES = ['general', 'contributor', 'site improvements'] as const;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number];

export const CONTACT_FORM_TITLES: Record<ContactFormType, string> = {
  general: 'GENERAL INQUIRY',
  contributor: 'BECOME A CONTRIBUTOR',
  'site improvements': 'SITE IMPROVEMENTS',
};

export const CONTRIBUTION_TYPE_OPTIONS = [
  'Content Creator',
  'Archivist',
  'Developer',
  'Designer',
  'Writer',
  'Other',
] as const;
export const CONTRIBUTION_HOURS_OPTIONS = [
  '4 hours a week',
  '8 hours a week',
  '12 hours a week',
  '16 hours a week',
  '20 hours a week',
  'Other',
] as const;
export const IMPROVEMENT_TYPE_OPTIONS = ['Bug fix', 'General feedback'] as const;

/** Every value the form can hold; a form type uses a subset (CONTACT_FIELDS). */
export interface ContactFormValues {
  name: string;
  email: string;
  instagramHandle: string;
  message: string;
  contributionType: string[];
  contributionHours: string;
  improvementType: string;
  /** True while a captcha pass is held (spec: the recaptcha flag). */
  recaptcha: boolean;
}
export type ContactFieldName = keyof ContactFormValues;

/** The fields of each form type, in the order the modal shows them. */
export const CONTACT_FIELDS: Record<ContactFormType, readonly ContactFieldName[]> = {
  general: ['name', 'email', 'instagramHandle', 'message', 'recaptcha'],
  contributor: ['name', 'email', 'instagramHandle', 'contributionType', 'contributionHours', 'message', 'recaptcha'],
  'site improvements': ['name', 'email', 'improvementType', 'message', 'recaptcha'],
};

/** Labels shown next to the fields and used in their error messages. */
export const CONTACT_FIELD_LABELS: Record<ContactFieldName, string> = {
  name: 'Name',
  email: 'Email',
  instagramHandle: 'Instagram Handle',
  message: 'Message',
  contributionType: 'Contribution Type',
  contributionHours: 'Hours per Week',
  improvementType: 'Improvement Type',
  recaptcha: 'Captcha',
};

/** The only field that may stay empty; Submit waits for every other one. */
export const OPTIONAL_CONTACT_FIELDS: readonly ContactFieldName[] = ['instagramHandle'];

/**
 * Longest accepted text per field. The message limit is the spec's; the others keep the stored rows and
 * the notification mail small: 254 is the longest deliverable e-mail address (RFC 5321), Instagram
 * usernames have at most 30 characters (31 with a leading "@").
 */
export const CONTACT_TEXT_MAX_LENGTH = {
  name: 100,
  email: 254,
  instagramHandle: 31,
  message: MESSAGE_MAX_LENGTH,
} as const satisfies Partial<Record<ContactFieldName, number>>;

/** The minimum number of contribution types to pick. */
export const CONTRIBUTION_TYPE_MIN_SELECTED = 1;

export const isContactFormType = (value: unknown): value is ContactFormType =>
  typeof value === 'string' && (CONTACT_FORM_TYPES as readonly string[]).includes(value);

/** A blank form of the given type: only that type's fields, empty. */
export function emptyContactValues(type: ContactFormType): Partial<ContactFormValues> {
  const blank: ContactFormValues = {
    name: '',
    email: '',
    instagramHandle: '',
    message: '',
    contributionType: [],
    contributionHours: '',
    improvementType: '',
    recaptcha: false,
  };
  return Object.fromEntries(CONTACT_FIELDS[type].map((field) => [field, blank[field]]));
}
