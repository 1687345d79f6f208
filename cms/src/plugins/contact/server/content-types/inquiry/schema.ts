import { CONTACT_FORM_TYPES, CONTACT_TEXT_MAX_LENGTH } from '@folio/core';

export const INQUIRY_STATUSES = ['new', 'read', 'answered', 'closed'] as const;
export const MAIL_STATUSES = ['not-configured', 'pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Every field is plain text, so the admin shows it inert. */
export default {
  kind: 'collectionType',
  collectionName: 'contact_inquiries',
  info: {
    singularName: 'inquiry',
    pluralName: 'inquiries',
    displayName: 'Contact inquiry',
    description: "Messages sent through the site's contact forms.",
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    'content-manager': { visible: true },
    'content-type-builder': { visible: false },
  },
  attributes: {
    typeOfInquiry: { type: 'enumeration', enum: [...CONTACT_FORM_TYPES], required: true },
    name: { type: 'string', required: true, maxLength: CONTACT_TEXT_MAX_LENGTH.name },
    email: { type: 'string', required: true, maxLength: CONTACT_TEXT_MAX_LENGTH.email },
    instagramHandle: { type: 'string', maxLength: CONTACT_TEXT_MAX_LENGTH.instagramHandle },
    /** Comma-separated for reading in the admin list. */
    contributionType: { type: 'string' },
    contributionHours: { type: 'string' },
    improvementType: { type: 'string' },
    message: { type: 'text', required: true, maxLength: CONTACT_TEXT_MAX_LENGTH.message },
    receivedAt: { type: 'datetime', required: true },
    /** Not `status`: Strapi 5's Content Manager reads that key as draft/published. */
    triageStatus: { type: 'enumeration', enum: [...INQUIRY_STATUSES], default: 'new', required: true },
    mailStatus: { type: 'enumeration', enum: [...MAIL_STATUSES], default: 'pending', required: true },
    mailAttempts: { type: 'integer', default: 0, min: 0 },
    mailError: { type: 'text' },
  },
};
