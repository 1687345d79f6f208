import { RECAPTCHA_VALIDITY_MS, SUBMISSION_LIMIT, SUBMISSION_WINDOW_HOURS } from '@folio/core';

type Env = {
  (key: string, fallback?: string): string | undefined;
  int: (key: string, fallback?: number) => number;
};

/** The contact plugin's settings; deployments change them through the environment variables named here. */
export interface ContactConfig {
  /** How long a captcha pass from /api/checkrecaptcha stays usable (spec: 60 000 ms). */
  passValidityMs: number;
  /** Accepted submissions per client IP and per e-mail address within the window. */
  submissionLimit: number;
  submissionWindowSeconds: number;
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

export const defaultConfig = ({ env }: { env: Env }): ContactConfig => ({
  passValidityMs: RECAPTCHA_VALIDITY_MS,
  submissionLimit: SUBMISSION_LIMIT,
  submissionWindowSeconds: SUBMISSION_WINDOW_HOURS * 3600,
  maxBodyBytes: 16 * 1024,
  maxCaptchaTokenLength: 8 * 1024,
  altcha: {
    maxNumber: env.int('ALTCHA_MAX_NUMBER', 100_000),
    challengeTtlMs: 10 * 60_000,
  },
  recaptcha: {
    secretKey: env('RECAPTCHA_SECRET_KEY') || undefined,
    siteKey: env('RECAPTCHA_SITE_KEY') || undefined,
    verifyUrl: env('RECAPTCHA_VERIFY_URL') || 'https://www.google.com/recaptcha/api/siteverify',
    timeoutMs: 5_000,
  },
  mail: {
    enabled: Boolean(env('SMTP_HOST')),
    to: env('CONTACT_EMAIL_TO') || env('EMAIL_FROM') || 'folio@localhost',
    retryIntervalMs: env.int('CONTACT_MAIL_RETRY_MS', 10 * 60_000),
    maxAttempts: 5,
  },
});

export function validateConfig(config: ContactConfig): void {
  if (config.recaptcha.secretKey && !config.recaptcha.siteKey) {
    throw new Error('RECAPTCHA_SECRET_KEY is set without RECAPTCHA_SITE_KEY; the site needs both to show the widget');
  }
  if (!Number.isInteger(config.altcha.maxNumber) || config.altcha.maxNumber < 1) {
    throw new Error('ALTCHA_MAX_NUMBER must be a positive integer');
  }
  if (!(config.mail.retryIntervalMs > 0)) throw new Error('CONTACT_MAIL_RETRY_MS must be a positive number');
}

export const contactConfig = (strapi: { config: { get: (path: string) => unknown } }): ContactConfig =>
  strapi.config.get('plugin::contact') as ContactConfig;
