import { CONTACT_FIELD_LABELS, contactMessages } from '@folio/core';
import { fieldValidationError } from './field-errors';

/** Validates POST /api/checkrecaptcha's body, `{ captcha }`: the widget's token, a bounded string. */
export function validateCaptchaCheck(body: unknown, maxTokenLength: number): string {
  const { captcha } = (body ?? {}) as Record<string, unknown>;
  if (typeof captcha !== 'string' || captcha === '' || captcha.length > maxTokenLength) {
    throw fieldValidationError({ captcha: contactMessages.mustBeChecked(CONTACT_FIELD_LABELS.recaptcha) });
  }
  return captcha;
}
