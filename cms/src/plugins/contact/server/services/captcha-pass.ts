import crypto from 'node:crypto';
import type { CaptchaPass, CaptchaRefusal } from '@folio/core';

/** Why a pass was refused. */
export type PassRejection = Exclude<CaptchaRefusal, 'unsolved'>;

const PASS_SHAPE = /^([A-Za-z0-9_-]{22})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/**
 * Captcha passes: proof that a captcha was solved, handed out by /api/checkrecaptcha and redeemed by
 * /api/sendContactInquiry. A pass is "<random id>.<expiry ms>.<HMAC-SHA256 of both>", so the server
 * needs no storage to check it; only redeemed ids are remembered, to refuse them a second time.
 */
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

    /** Null when the pass is genuine, unexpired and used for the first time; otherwise why not. */
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
