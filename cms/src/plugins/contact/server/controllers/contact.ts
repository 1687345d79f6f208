import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { contactConfig } from '../config';
import { CaptchaError } from '../errors';
import { contactService } from '../services/access';
import { SubmissionLimitError } from '../services/limits';
import { validateCaptchaCheck } from '../validators/captcha';
import { validateInquirySubmission } from '../validators/inquiry';

/** Public contact endpoints. The client address is koa's, which reads proxy headers only when TRUST_PROXY is set. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/contact/captcha: which captcha widget to show. */
  async widget(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = contactService(strapi, 'captcha').widget();
  },

  /** GET /api/contact/challenge: a fresh ALTCHA challenge (404 while reCAPTCHA is configured). */
  async challenge(ctx: Context) {
    const challenge = await contactService(strapi, 'captcha').challenge();
    if (!challenge) throw new errors.NotFoundError('This site uses reCAPTCHA; there is no challenge to solve here');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = challenge;
  },

  /** POST /api/checkrecaptcha `{ captcha }`: a solved captcha in, a single-use pass out. */
  async checkCaptcha(ctx: Context) {
    const token = validateCaptchaCheck(ctx.request.body, contactConfig(strapi).maxCaptchaTokenLength);
    const pass = await contactService(strapi, 'captcha').exchange(token, ctx.request.ip);
    if (!pass) throw new CaptchaError('unsolved');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = pass;
  },

  /** POST /api/sendContactInquiry `{ typeOfInquiry, formData, captchaPass }`. */
  async send(ctx: Context) {
    const submission = await validateInquirySubmission(ctx.request.body);
    try {
      await contactService(strapi, 'submissions').accept(submission, ctx.request.ip);
    } catch (error) {
      if (error instanceof SubmissionLimitError) ctx.set('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
      throw error;
    }
    ctx.status = 201;
    ctx.body = { ok: true };
  },
});
