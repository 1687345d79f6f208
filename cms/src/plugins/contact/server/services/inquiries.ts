import type { Core } from '@strapi/strapi';
import type { ContactFormType, ContactFormValues } from '@folio/core';
import type { MailStatus } from '../content-types/inquiry/schema';

export const INQUIRY_UID = 'plugin::contact.inquiry';

/** A stored inquiry, as the mailer reads it. */
export interface Inquiry {
  id: number;
  documentId: string;
  typeOfInquiry: ContactFormType;
  name: string;
  email: string;
  instagramHandle?: string | null;
  contributionType?: string | null;
  contributionHours?: string | null;
  improvementType?: string | null;
  message: string;
  receivedAt: string;
  mailStatus: MailStatus;
  mailAttempts: number;
}

/** Stores accepted inquiries; the row exists before the visitor hears that the submission succeeded. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(
    typeOfInquiry: ContactFormType,
    values: Partial<ContactFormValues>,
    mailStatus: MailStatus,
  ): Promise<Inquiry> {
    const { contributionType, recaptcha: _captchaFlag, ...text } = values;
    const data = {
      ...text,
      typeOfInquiry,
      contributionType: contributionType?.join(', '),
      receivedAt: new Date().toISOString(),
      triageStatus: 'new',
      mailStatus,
      mailAttempts: 0,
    };
    return (await strapi.documents(INQUIRY_UID).create({ data: data as never })) as unknown as Inquiry;
  },
});
