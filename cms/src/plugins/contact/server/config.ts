import { CONTACT_MAX_BODY_BYTES, RECAPTCHA_VALIDITY_MS, SUBMISSION_LIMIT, SUBMISSION_WINDOW_HOURS } from '@folio/core';
import { folioSettings } from '../../../../config/folio';

type Env = (key: string, fallback?: string) => string | undefined;

/** The contact plugin's settings; deployments change them through the environment variables named here. */
export interface ContactConfig {
  /** How long a captcha pass from /api/checkrecaptcha stays usable (the product's reCAPTCHA validity). */
  passValidityMs: number;
  /** Accepted submissions per client IP and per e-mail address within the window. */
  submissionLimit: number;
  submissionWindowSeconds: number;
  /** How often expired passes, challenges and counts are deleted from the database (without Redis). */
  stateSweepIntervalMs: number;
  /** Largest request body the contact routes read; the form's fields at their limits fit well within it. */
  maxBodyBytes: number;
  /** Longest captcha token accepted (reCAPTCHA tokens run to ~2 KB, ALTCHA payloads to a few hundred bytes). */
  maxCaptchaTokenLength: number;
  altcha: {
    /** Proof-of-work difficulty (ALTCHA_MAX_NUMBER): the highest number a browser may have to try. */
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
    /** E-mail goes out only when SMTP is configured (SMTP_HOST, as config/plugins.ts reads it). */
    enabled: boolean;
    to: string;
    retryIntervalMs: number;
    maxAttempts: number;
  };
}

/**
 * Folio's own variables come validated from config/folio.ts; whether mail goes out, and from whom, is
 * Strapi's e-mail configuration (config/plugins.ts reads the same variables with env()).
 */
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
