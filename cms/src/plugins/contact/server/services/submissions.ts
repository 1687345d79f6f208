import type { Core } from '@strapi/strapi';
import { CaptchaError } from '../errors';
import type { InquirySubmission } from '../validators/inquiry';
import { contactService } from './access';

/**
 * One accepted inquiry, in order: the pass is redeemed (once only), the limits are counted, the inquiry
 * is stored, and only then is the visitor answered; the notification mail follows in the background.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async accept(submission: InquirySubmission, clientIp: string): Promise<void> {
    const rejection = await contactService(strapi, 'captcha').redeem(submission.captchaPass);
    if (rejection) throw new CaptchaError(rejection);
    await contactService(strapi, 'limits').consume(clientIp, submission.values.email);
    const mailer = contactService(strapi, 'mailer');
    const inquiry = await contactService(strapi, 'inquiries').store(
      submission.typeOfInquiry,
      submission.values,
      mailer.initialStatus(),
    );
    mailer.deliverInBackground(inquiry);
  },
});
