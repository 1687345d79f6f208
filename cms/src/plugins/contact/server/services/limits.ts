import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { hoursUntilAllowed, limitToast } from '@folio/core';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter } from '../../../../lib/rate-limiter';
import { contactConfig } from '../config';
import { contactService } from './access';
import { clientAddressKey, emailKey } from './client-key';

export class SubmissionLimitError extends errors.RateLimitError {
  constructor(readonly retryAfterMs: number) {
    const hoursUntilNext = hoursUntilAllowed(retryAfterMs);
    super(limitToast(hoursUntilNext), { hoursUntilNext });
  }
}

/** Enforced by the server whatever the browser remembers, in a store a restart keeps. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const { submissionLimit: points, submissionWindowSeconds: duration } = contactConfig(strapi);
  const { database } = contactService(strapi, 'state');
  const perClient = createLimiter({ keyPrefix: 'contact-client', points, duration, database });
  const perEmail = createLimiter({ keyPrefix: 'contact-email', points, duration, database });

  const take = async (limiter: typeof perClient, key: string) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new SubmissionLimitError(rejection.msBeforeNext);
      throw rejection;
    }
  };

  return {
    /** A refusal uses up nothing. */
    async consume(clientIp: string, email: string): Promise<void> {
      const client = clientAddressKey(clientIp);
      await take(perClient, client);
      try {
        await take(perEmail, emailKey(email));
      } catch (error) {
        await perClient.reward(client, 1);
        throw error;
      }
    },
  };
};
