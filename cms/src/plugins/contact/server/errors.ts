import { errors } from '@strapi/utils';
import { CONTACT_FIELD_LABELS, contactMessages, type CaptchaRefusal } from '@folio/core';

/**
 * 403 for a captcha token that proves nothing or a pass that cannot be redeemed, with the reason, so the
 * modal knows to ask for a new check. A PolicyError because Strapi's route pipeline turns any other
 * ForbiddenError thrown by a handler into a bare "Forbidden" without details.
 */
export class CaptchaError extends errors.PolicyError {
  constructor(reason: CaptchaRefusal) {
    super(contactMessages.mustBeChecked(CONTACT_FIELD_LABELS.recaptcha), { reason });
  }
}
