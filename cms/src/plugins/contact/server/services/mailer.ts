import type { Core } from '@strapi/strapi';
import { CONTACT_FIELD_LABELS, CONTACT_FIELDS, CONTACT_FORM_TITLES, SITE_NAME_DEFAULT } from '@folio/core';
import { contactConfig } from '../config';
import type { MailStatus } from '../content-types/inquiry/schema';
import { INQUIRY_UID, type Inquiry } from './inquiries';

/** A pending row older than this was left by an instance that stopped mid-delivery; it is sent again. */
const STALE_PENDING_MS = 5 * 60_000;
const RETRY_BATCH = 20;
const MAIL_ERROR_MAX_LENGTH = 500;
/** A delivery cut short stays "pending" and is sent again later. */
const DRAIN_TIMEOUT_MS = 10_000;

/** The notification mail: plain text only, so nothing a visitor typed is ever rendered as markup. */
export function notificationMail(inquiry: Inquiry) {
  const title = CONTACT_FORM_TITLES[inquiry.typeOfInquiry];
  const lines = CONTACT_FIELDS[inquiry.typeOfInquiry]
    .filter((field) => field !== 'recaptcha')
    .map((field) => `${CONTACT_FIELD_LABELS[field]}: ${(inquiry as unknown as Record<string, unknown>)[field] || '-'}`);
  const from = inquiry.name.replace(/\s+/g, ' ').trim();
  return {
    subject: `[${SITE_NAME_DEFAULT}] ${title} from ${from}`,
    text: [`${title}`, `Received: ${inquiry.receivedAt}`, '', ...lines, ''].join('\n'),
    replyTo: inquiry.email,
  };
}

/** Each attempt is claimed by bumping mailAttempts conditionally, so two instances never send the same one. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = contactConfig(strapi).mail;
  const rows = () => strapi.db.query(INQUIRY_UID);
  let retryTimer: NodeJS.Timeout | undefined;
  const underWay = new Set<Promise<unknown>>();

  async function claimAttempt(inquiry: Inquiry): Promise<boolean> {
    const { count } = await rows().updateMany({
      where: { id: inquiry.id, mailAttempts: inquiry.mailAttempts },
      data: {
        mailAttempts: inquiry.mailAttempts + 1,
        mailStatus: 'pending' satisfies MailStatus,
        updatedAt: new Date(),
      },
    });
    return count === 1;
  }

  async function deliver(inquiry: Inquiry): Promise<MailStatus> {
    if (!config.enabled) return 'not-configured';
    if (!(await claimAttempt(inquiry))) return inquiry.mailStatus;
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({ to: config.to, ...notificationMail(inquiry) });
      await rows().update({
        where: { id: inquiry.id },
        data: { mailStatus: 'sent', mailError: null, updatedAt: new Date() },
      });
      return 'sent';
    } catch (error) {
      const reason = String((error as Error)?.message ?? error).slice(0, MAIL_ERROR_MAX_LENGTH);
      strapi.log.warn(`Contact inquiry ${inquiry.documentId}: notification mail failed (${reason})`);
      await rows().update({
        where: { id: inquiry.id },
        data: { mailStatus: 'failed', mailError: reason, updatedAt: new Date() },
      });
      return 'failed';
    }
  }

  async function retryDue(): Promise<number> {
    if (!config.enabled) return 0;
    const staleBefore = new Date(Date.now() - STALE_PENDING_MS);
    const due: Inquiry[] = await rows().findMany({
      where: {
        mailAttempts: { $lt: config.maxAttempts },
        $or: [{ mailStatus: 'failed' }, { mailStatus: 'pending', updatedAt: { $lt: staleBefore } }],
      },
      orderBy: { id: 'asc' },
      limit: RETRY_BATCH,
    });
    let sent = 0;
    for (const inquiry of due) if ((await deliver(inquiry)) === 'sent') sent += 1;
    return sent;
  }

  return {
    initialStatus: (): MailStatus => (config.enabled ? 'pending' : 'not-configured'),

    deliver,
    retryDue,

    deliverInBackground(inquiry: Inquiry): void {
      const delivery = deliver(inquiry)
        .catch((error) => strapi.log.error(`Contact mail: ${(error as Error).message}`))
        .finally(() => underWay.delete(delivery));
      underWay.add(delivery);
    },

    async drain(): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
      });
      await Promise.race([Promise.allSettled([...underWay]), timeout]);
      clearTimeout(timer);
    },

    startRetrying(): void {
      if (!config.enabled || retryTimer) return;
      retryTimer = setInterval(() => {
        retryDue().catch((error) => strapi.log.error(`Contact mail retry: ${(error as Error).message}`));
      }, config.retryIntervalMs);
      retryTimer.unref();
    },

    stopRetrying(): void {
      clearInterval(retryTimer);
      retryTimer = undefined;
    },
  };
};
