import {
  CONTACT_FIELD_LABELS,
  CONTACT_FORM_TYPES,
  contactMessages,
  isContactFormType,
  unknownFormTypeMessage,
  validateContactForm,
  type ContactFormType,
  type ContactFormValues,
} from '@folio/core';
import { fieldValidationError } from './field-errors';

/** The captcha pass is still to be redeemed. */
export interface InquirySubmission {
  typeOfInquiry: ContactFormType;
  values: Partial<ContactFormValues> & { email: string };
  captchaPass: string;
}

const PASS_MAX_LENGTH = 128;

/** The missing pass is reported on the captcha field, where the modal shows it. */
export async function validateInquirySubmission(body: unknown): Promise<InquirySubmission> {
  const { typeOfInquiry, formData, captchaPass } = (body ?? {}) as Record<string, unknown>;
  if (!isContactFormType(typeOfInquiry)) {
    throw fieldValidationError({ typeOfInquiry: unknownFormTypeMessage(CONTACT_FORM_TYPES) });
  }
  const result = await validateContactForm(typeOfInquiry, formData);
  const fieldErrors: Record<string, string> = result.valid ? {} : { ...result.errors };
  const passGiven = typeof captchaPass === 'string' && captchaPass !== '' && captchaPass.length <= PASS_MAX_LENGTH;
  if (!passGiven && !fieldErrors.recaptcha) {
    fieldErrors.recaptcha = contactMessages.mustBeChecked(CONTACT_FIELD_LABELS.recaptcha);
  }
  if (!result.valid || !passGiven) throw fieldValidationError(fieldErrors);
  return {
    typeOfInquiry,
    values: result.values as InquirySubmission['values'],
    captchaPass: captchaPass as string,
  };
}
