import { CONTACT_ENDPOINTS, type CaptchaWidgetConfig } from '@folio/core';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { ContactConfig } from '../config';

type Challenge = Awaited<ReturnType<typeof createChallenge>>;

export interface CaptchaProvider {
  widget: CaptchaWidgetConfig;
  /** Absent for reCAPTCHA, whose challenge comes from Google. */
  challenge?: () => Promise<Challenge>;
  /** Never throws for a bad token. */
  verify: (token: string, clientIp: string) => Promise<boolean>;
}

/** Each solved challenge is accepted once: `firstUse` remembers its signature until it expires. */
export function altchaProvider(
  config: ContactConfig['altcha'],
  key: string,
  apiPrefix: string,
  firstUse: (signature: string) => Promise<boolean>,
): CaptchaProvider {
  return {
    widget: { provider: 'altcha', challengeUrl: `${apiPrefix}${CONTACT_ENDPOINTS.altchaChallenge}` },
    challenge: () =>
      createChallenge({
        hmacKey: key,
        maxNumber: config.maxNumber,
        expires: new Date(Date.now() + config.challengeTtlMs),
      }),
    async verify(token) {
      const payload = decodeAltchaPayload(token);
      if (!payload) return false;
      const solved = await verifySolution(payload, key, true).catch(() => false);
      return solved && firstUse(payload.signature);
    },
  };
}

type AltchaPayload = Exclude<Parameters<typeof verifySolution>[0], string>;

/** The widget sends base64 JSON; anything else is not a solution. */
function decodeAltchaPayload(token: string): AltchaPayload | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const fields = ['algorithm', 'challenge', 'salt', 'signature'] as const;
    const wellFormed =
      payload && fields.every((field) => typeof payload[field] === 'string') && Number.isInteger(payload.number);
    return wellFormed ? payload : null;
  } catch {
    return null;
  }
}

/** An unreachable verifier counts as a failed check. */
export function recaptchaProvider(
  config: ContactConfig['recaptcha'] & { secretKey: string; siteKey: string },
  log: { warn: (message: string) => void },
): CaptchaProvider {
  return {
    widget: { provider: 'recaptcha', siteKey: config.siteKey },
    async verify(token, clientIp) {
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: config.secretKey, response: token, remoteip: clientIp }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) {
          log.warn(`reCAPTCHA verification answered HTTP ${response.status}`);
          return false;
        }
        const result = (await response.json()) as { success?: unknown };
        return result.success === true;
      } catch (error) {
        log.warn(`reCAPTCHA verification failed: ${(error as Error).message}`);
        return false;
      }
    },
  };
}
