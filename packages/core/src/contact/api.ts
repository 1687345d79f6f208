import type { ContactFormType, ContactFormValues } from './fields.js';

/**
 * The contact endpoints as the site calls them and the CMS serves them (the spec's calls, plus the captcha
 * widget's configuration and ALTCHA's challenge). Paths are relative to the API prefix, "/api".
 */
export const CONTACT_ENDPOINTS = {
  sendInquiry: '/sendContactInquiry',
  checkCaptcha: '/checkrecaptcha',
  captchaWidget: '/contact/captcha',
  altchaChallenge: '/contact/challenge',
} as const;

/**
 * Largest request body the contact POST routes take, in bytes: the form's fields at their limits fit
 * well within it. The CMS's body guard refuses larger ones, and the site refuses them before relaying.
 */
export const CONTACT_MAX_BODY_BYTES = 16 * 1024;

/** Which captcha widget the modal shows: ALTCHA (the default) or Google reCAPTCHA. */
export type CaptchaWidgetConfig =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

/** POST /api/checkrecaptcha `{ captcha }` answers a single-use pass for the submission. */
export interface CaptchaPass {
  pass: string;
  expiresAt: string;
}

/** POST /api/sendContactInquiry's body. */
export interface ContactInquiryRequest {
  typeOfInquiry: ContactFormType;
  formData: Partial<ContactFormValues>;
  captchaPass: string;
}

/** Why a captcha token or pass was refused (403, in `error.details.reason`). */
export type CaptchaRefusal = 'unsolved' | 'malformed' | 'forged' | 'expired' | 'reused';
