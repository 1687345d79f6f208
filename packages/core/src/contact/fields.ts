import { MESSAGE_MAX_LENGTH } from '../constants.js';

// The spec does not say which form shows which field: the Instagram handle is asked where the team may follow the
// person's work, not for a bug report.
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

export interface ContactFormValues {
  name: string;
  email: string;
  instagramHandle: string;
  message: string;
  contributionType: string[];
  contributionHours: string;
  improvementType: string;
  recaptcha: boolean;
}
export type ContactFieldName = keyof ContactFormValues;

export const CONTACT_FIELDS: Record<ContactFormType, readonly ContactFieldName[]> = {
  general: ['name', 'email', 'instagramHandle', 'message', 'recaptcha'],
  contributor: ['name', 'email', 'instagramHandle', 'contributionType', 'contributionHours', 'message', 'recaptcha'],
  'site improvements': ['name', 'email', 'improvementType', 'message', 'recaptcha'],
};

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

export const OPTIONAL_CONTACT_FIELDS: readonly ContactFieldName[] = ['instagramHandle'];

// The message limit is the spec's; 254 is the longest deliverable address (RFC 5321), 31 an Instagram name with "@".
export const CONTACT_TEXT_MAX_LENGTH = {
  name: 100,
  email: 254,
  instagramHandle: 31,
  message: MESSAGE_MAX_LENGTH,
} as const satisfies Partial<Record<ContactFieldName, number>>;

export const CONTRIBUTION_TYPE_MIN_SELECTED = 1;

export const isContactFormType = (value: unknown): value is ContactFormType =>
  typeof value === 'string' && (CONTACT_FORM_TYPES as readonly string[]).includes(value);

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
