import request from 'supertest';
import { solveChallenge } from 'altcha-lib';
import type { ContactFormType } from '@folio/core';

/** What supertest sends to: a booted Strapi's HTTP server, or the URL of a CMS running as its own process. */
export type ContactTarget = Parameters<typeof request>[0];

export const INQUIRY = 'plugin::contact.inquiry';

/**
 * The contact routes for tests: X-Forwarded-For trusted (each test acts as its own client address), a
 * light proof of work (the default difficulty is for browsers), and the general API budgets (tested in
 * traffic.test.ts) out of the way of a suite's many calls.
 */
export const CONTACT_TEST_ENV = {
  TRUST_PROXY: 'true',
  ALTCHA_MAX_NUMBER: '2000',
  RATE_LIMIT_CLIENT_REQUESTS: '100000',
  RATE_LIMIT_READ_REQUESTS: '100000',
  RATE_LIMIT_WRITE_REQUESTS: '100000',
};

/** A form of `type` that the CMS accepts. */
export const validForm = (type: ContactFormType, email: string) => {
  const base = { name: 'Ada Lovelace', email, message: 'Do you have the 1997 lookbook?', recaptcha: true };
  if (type === 'contributor') {
    return {
      ...base,
      instagramHandle: '@ada',
      contributionType: ['Archivist', 'Writer'],
      contributionHours: '8 hours a week',
    };
  }
  if (type === 'site improvements') return { ...base, improvementType: 'Bug fix' };
  return { ...base, instagramHandle: '' };
};

/**
 * Visitors of the contact form, acting as the site's browser code does: solve the ALTCHA challenge,
 * exchange the solution for a pass, send the form with it. The client address goes in X-Forwarded-For,
 * which the CMS reads when TRUST_PROXY is set. Submission counts outlive a CMS (they are kept in its
 * database or Redis), so each test file draws its addresses from its own /16 `network` and its e-mail
 * addresses under its own `tag`.
 */
export function contactVisitors(target: () => ContactTarget, { network, tag }: { network: string; tag: string }) {
  const api = () => request(target());
  let lastClient = 0;
  let lastPerson = 0;
  const newClient = () => {
    lastClient += 1;
    return `${network}.${Math.floor(lastClient / 256)}.${lastClient % 256}`;
  };
  const newEmail = () => `${tag}${++lastPerson}@example.com`;

  /** Does what the ALTCHA widget does in the browser: fetch a challenge and solve it. */
  async function solvedAltcha(): Promise<string> {
    const challenge = (await api().get('/api/contact/challenge').expect(200)).body;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    const payload = { ...challenge, number: solution?.number };
    delete payload.maxnumber;
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  const exchange = (captcha: string, client = newClient()) =>
    api().post('/api/checkrecaptcha').set('X-Forwarded-For', client).send({ captcha });

  async function captchaPass(client = newClient()): Promise<string> {
    return (await exchange(await solvedAltcha(), client).expect(200)).body.pass;
  }

  const send = (body: object, client = newClient()) =>
    api().post('/api/sendContactInquiry').set('X-Forwarded-For', client).send(body);

  async function sendValid(type: ContactFormType, { client = newClient(), email = newEmail() } = {}) {
    return send(
      { typeOfInquiry: type, formData: validForm(type, email), captchaPass: await captchaPass(client) },
      client,
    );
  }

  return { api, newClient, newEmail, solvedAltcha, exchange, captchaPass, send, sendValid };
}
