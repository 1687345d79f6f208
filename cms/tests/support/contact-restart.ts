import { limitToast } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { clientAddressKey, emailKey } from '../../src/plugins/contact/server/services/client-key';
import { CONTACT_TEST_ENV, contactVisitors, INQUIRY, validForm } from './contact';
import { startStrapi, stopStrapi } from './strapi';

/** What one run of the scenario used, so a test can look for it in the store and clean it up. */
export interface RestartTrail {
  /** The client addresses that submitted (and so are counted). */
  clients: string[];
  emails: string[];
  passIds: string[];
  challengeSignatures: string[];
}

/** The store keys the scenario certainly leaves: redeemed passes, the used challenge, the counted clients. */
export const keysHeld = (trail: RestartTrail): string[] => [
  ...trail.passIds.map((id) => `folio:contact-pass-redeemed:${id}`),
  ...trail.challengeSignatures.map((signature) => `folio:contact-altcha-solved:${signature}`),
  ...trail.clients.map((client) => `folio:contact-client:${clientAddressKey(client)}`),
];

/** Every store key the scenario may leave (the e-mail counts too). */
export const keysLeft = (trail: RestartTrail): string[] => [
  ...keysHeld(trail),
  ...trail.emails.map((email) => `folio:contact-email:${emailKey(email)}`),
];

/**
 * The restart scenario: a visitor uses up a challenge, redeems a pass and reaches the submission limit
 * (by client address and by e-mail address); the CMS is stopped and booted again on the same database and
 * store; all of it is still refused, while a new visitor is served. Also: two simultaneous redemptions of
 * one pass, of which exactly one wins. `env` is set for both boots; `network` and `tag` keep this file's
 * visitors apart from other files' (the counts outlive each CMS).
 */
export function describeRestart({
  env,
  network,
  tag,
  inStore,
}: {
  env: Record<string, string>;
  network: string;
  tag: string;
  /** Whether the store holds the trail (the database table, or Redis keys). */
  inStore: (trail: RestartTrail, strapi: Core.Strapi) => Promise<void>;
}): { trail: RestartTrail; strapi: () => Core.Strapi } {
  const savedEnv = { ...process.env };
  let strapi: Core.Strapi;
  const visitors = contactVisitors(() => strapi.server.httpServer, { network, tag });
  const trail: RestartTrail = { clients: [], emails: [], passIds: [], challengeSignatures: [] };
  const client = () => {
    const address = visitors.newClient();
    trail.clients.push(address);
    return address;
  };
  const email = () => {
    const address = visitors.newEmail();
    trail.emails.push(address);
    return address;
  };
  const storedBy = (address: string) => strapi.db.query(INQUIRY).count({ where: { email: address } });

  beforeAll(async () => {
    Object.assign(process.env, CONTACT_TEST_ENV, env);
    strapi = await startStrapi();
  });

  afterAll(async () => {
    await strapi?.db.query(INQUIRY).deleteMany({ where: { email: { $in: trail.emails } } });
    await stopStrapi(strapi);
    process.env = savedEnv;
  });

  it('remembers a used challenge, a redeemed pass and the counts across a restart', async () => {
    const usedChallenge = await visitors.solvedAltcha();
    trail.challengeSignatures.push(JSON.parse(Buffer.from(usedChallenge, 'base64').toString()).signature);
    await visitors.exchange(usedChallenge, visitors.newClient()).expect(200);

    const limitedClient = client();
    for (let i = 0; i < 3; i += 1) {
      expect((await visitors.sendValid('general', { client: limitedClient, email: email() })).status).toBe(201);
    }
    const limitedEmail = email();
    for (let i = 0; i < 3; i += 1) {
      expect((await visitors.sendValid('contributor', { client: client(), email: limitedEmail })).status).toBe(201);
    }

    const redeemer = client();
    const redeemedPass = await visitors.captchaPass(redeemer);
    trail.passIds.push(redeemedPass.split('.')[0]);
    const submission = { typeOfInquiry: 'general', formData: validForm('general', email()) };
    await visitors.send({ ...submission, captchaPass: redeemedPass }, redeemer).expect(201);
    await inStore(trail, strapi);

    await stopStrapi(strapi);
    strapi = await startStrapi();

    const challengeAgain = await visitors.exchange(usedChallenge, visitors.newClient()).expect(403);
    expect(challengeAgain.body.error.details).toEqual({ reason: 'unsolved' });
    const passAgain = await visitors.send({ ...submission, captchaPass: redeemedPass }, redeemer).expect(403);
    expect(passAgain.body.error.details).toEqual({ reason: 'reused' });

    const fourthFromClient = await visitors.sendValid('general', { client: limitedClient, email: email() });
    expect(fourthFromClient.status).toBe(429);
    expect(fourthFromClient.body.error).toMatchObject({ message: limitToast(24), details: { hoursUntilNext: 24 } });
    const fourthFromEmail = await visitors.sendValid('general', { client: client(), email: limitedEmail });
    expect(fourthFromEmail.status).toBe(429);
    expect(await storedBy(limitedEmail)).toBe(3);

    // A new visitor is still served: the restarted CMS refuses only what it remembers.
    expect((await visitors.sendValid('general', { client: client(), email: email() })).status).toBe(201);
  });

  it('lets exactly one of two simultaneous redemptions of a pass through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const visitor = client();
      const address = email();
      const pass = await visitors.captchaPass(visitor);
      trail.passIds.push(pass.split('.')[0]);
      const body = { typeOfInquiry: 'general', formData: validForm('general', address), captchaPass: pass };
      const statuses = await Promise.all([visitors.send(body, visitor), visitors.send(body, visitor)]);
      expect(statuses.map((response) => response.status).sort()).toEqual([201, 403]);
      expect(await storedBy(address)).toBe(1);
    }
  });

  return { trail, strapi: () => strapi };
}
