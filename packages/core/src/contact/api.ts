import type { ContactFormType, ContactFormValues } from './fields.js';

export const CONTACT_ENDPOINTS = {
  sendInquiry: '/sendContactInquiry',
  checkCaptcha: '/checkrecaptcha',
  captchaWidget: '/contact/captcha',
  altchaChallenge: '/contact/challenge',
} as const;

// The CMS's body guard refuses larger bodies, and the site refuses them before relaying.
export const CONTACT_MAX_BODY_BYTES = 16 * 1024;

export type CaptchaWidgetConfig =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

export interface CaptchaPass {
  pass: string;
  expiresAt: string;
}

export interface ContactInquiryRequest {
  typeOfInquiry: ContactFormType;
  formData: Partial<ContactFormValues>;
  captchaPass: string;
}

export type CaptchaRefusal = 'unsolved' | 'malformed' | 'forged' | 'expired' | 'reused';
