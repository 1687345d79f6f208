import crypto from 'node:crypto';
import type { CaptchaPass, CaptchaRefusal } from '@folio/core';

export type PassRejection = Exclude<CaptchaRefusal, 'unsolved'>;

const PASS_SHAPE = /^([A-Za-z0-9_-]{22})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/** A pass is "<random id>.<expiry ms>.<HMAC of both>", so only redeemed ids need remembering. */
export function createPassIssuer(options: {
  key: Buffer;
  validityMs: number;
  firstUse: (id: string) => Promise<boolean>;
}) {
  const sign = (body: string) => crypto.createHmac('sha256', options.key).update(body).digest('base64url');

  return {
    issue(): CaptchaPass {
      const expires = Date.now() + options.validityMs;
      const body = `${crypto.randomBytes(16).toString('base64url')}.${expires}`;
      return { pass: `${body}.${sign(body)}`, expiresAt: new Date(expires).toISOString() };
    },

    async redeem(pass: string): Promise<PassRejection | null> {
      const match = PASS_SHAPE.exec(pass);
      if (!match) return 'malformed';
      const [, id, expires, signature] = match;
      const expected = Buffer.from(sign(`${id}.${expires}`));
      if (!crypto.timingSafeEqual(expected, Buffer.from(signature))) return 'forged';
      if (Date.now() > Number(expires)) return 'expired';
      return (await options.firstUse(id)) ? null : 'reused';
    },
  };
}
