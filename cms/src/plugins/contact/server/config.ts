import { CONTACT_MAX_BODY_BYTES, RECAPTCHA_VALIDITY_MS, SUBMISSION_LIMIT, SUBMISSION_WINDOW_HOURS } from '@folio/core';
import { folioSettings } from '../../../../config/folio';

type Env = (key: string, fallback?: string) => string | undefined;

export interface ContactConfig {
  passValidityMs: number;
  /** Per client IP and per e-mail address within the window. */
  submissionLimit: number;
  submissionWindowSeconds: number;
  stateSweepIntervalMs: number;
  maxBodyBytes: number;
  /** Long enough for the larger of the two captchas' tokens (record 110). */
  maxCaptchaTokenLength: number;
  altcha: {
    /** The highest number a browser may have to try. */
    maxNumber: number;
    challengeTtlMs: number;
  };
  /** Google reCAPTCHA replaces ALTCHA when RECAPTCHA_SECRET_KEY is set. */
  recaptcha: {
    secretKey?: string;
    siteKey?: string;
    verifyUrl: string;
    timeoutMs: number;
  };
  mail: {
    enabled: boolean;
    to: string;
    retryIntervalMs: number;
    maxAttempts: number;
  };
}

/** Mail settings are Strapi's e-mail configuration, so they are read with env() as config/plugins.ts reads them. */
export const defaultConfig = ({ env }: { env: Env }): ContactConfig => {
  const { contact } = folioSettings();
  return {
    passValidityMs: RECAPTCHA_VALIDITY_MS,
    submissionLimit: SUBMISSION_LIMIT,
    submissionWindowSeconds: SUBMISSION_WINDOW_HOURS * 3600,
    stateSweepIntervalMs: 15 * 60_000,
    maxBodyBytes: CONTACT_MAX_BODY_BYTES,
    maxCaptchaTokenLength: 8 * 1024,
    altcha: { maxNumber: contact.altchaMaxNumber, challengeTtlMs: 10 * 60_000 },
    recaptcha: {
      secretKey: contact.recaptchaSecretKey,
      siteKey: contact.recaptchaSiteKey,
      verifyUrl: contact.recaptchaVerifyUrl,
      timeoutMs: 5_000,
    },
    mail: {
      enabled: Boolean(env('SMTP_HOST')),
      to: contact.mailTo || env('EMAIL_FROM') || 'folio@localhost',
      retryIntervalMs: contact.mailRetryMs,
      maxAttempts: 5,
    },
  };
};

export const contactConfig = (strapi: { config: { get: (path: string) => unknown } }): ContactConfig =>
  strapi.config.get('plugin::contact') as ContactConfig;
