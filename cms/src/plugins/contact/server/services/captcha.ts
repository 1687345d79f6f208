import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { secret } from '../../../../lib/local-secrets';
import { contactConfig } from '../config';
import { contactService } from './access';
import { createPassIssuer } from './captcha-pass';
import { altchaProvider, recaptchaProvider, type CaptchaProvider } from './captcha-providers';
import { createSingleUseRegistry } from './single-use';

/** Separate keys per use, derived from CAPTCHA_HMAC_KEY, so a signature made for one is worthless for the other. */
const deriveKey = (purpose: string) =>
  crypto.createHmac('sha256', secret('CAPTCHA_HMAC_KEY')).update(`folio-contact:${purpose}`).digest();

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = contactConfig(strapi);
  const { database } = contactService(strapi, 'state');
  const { secretKey, siteKey } = config.recaptcha;
  const provider: CaptchaProvider =
    secretKey && siteKey
      ? recaptchaProvider({ ...config.recaptcha, secretKey, siteKey }, strapi.log)
      : altchaProvider(
          config.altcha,
          deriveKey('altcha').toString('hex'),
          strapi.config.get('api.rest.prefix', '/api'),
          createSingleUseRegistry('contact-altcha-solved', config.altcha.challengeTtlMs, database),
        );
  const passes = createPassIssuer({
    key: deriveKey('pass'),
    validityMs: config.passValidityMs,
    firstUse: createSingleUseRegistry('contact-pass-redeemed', config.passValidityMs, database),
  });

  return {
    widget: () => provider.widget,
    /** Null when the configured provider has no challenges of ours to hand out (reCAPTCHA). */
    challenge: () => provider.challenge?.() ?? Promise.resolve(null),
    async exchange(token: string, clientIp: string) {
      return (await provider.verify(token, clientIp)) ? passes.issue() : null;
    },
    redeem: (pass: string) => passes.redeem(pass),
  };
};
