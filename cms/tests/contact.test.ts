import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { limitToast, type ContactFormType } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { moveClock } from './support/clock';
import { CONTACT_TEST_ENV, contactVisitors, INQUIRY, validForm as formOf } from './support/contact';
import { eventually } from './support/eventually';
import { startStrapi, stopStrapi } from './support/strapi';

/**
 * The contact plugin against a real Strapi and a real SMTP sink on loopback. The CMS trusts
 * X-Forwarded-For here (TRUST_PROXY), so each test can act as its own client address.
 */

const TEAM_ADDRESS = 'team@folio.test';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server on loopback that keeps what it receives and can be told to refuse the next message. */
function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const state = { refuseNext: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseNext) {
          state.refuseNext = false;
          const refusal = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(refusal);
        }
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        return callback();
      });
    },
  });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
  );
  return { received, state, listening, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const sink = startSmtpSink();
const savedEnv = { ...process.env };
let strapi: Core.Strapi;
const api = () => request(strapi.server.httpServer);

beforeAll(async () => {
  Object.assign(process.env, CONTACT_TEST_ENV, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await sink.listening),
    SMTP_IGNORE_TLS: 'true',
    EMAIL_FROM: 'folio@folio.test',
    CONTACT_EMAIL_TO: TEAM_ADDRESS,
  });
  strapi = await startStrapi();
});

afterAll(async () => {
  await strapi?.db.query(INQUIRY).deleteMany({});
  await stopStrapi(strapi);
  await sink.close();
  process.env = savedEnv;
});

/** A distinct client address per call, so tests do not share a submission budget. */
const { newClient, newEmail, solvedAltcha, captchaPass, send, sendValid } = contactVisitors(
  () => strapi.server.httpServer,
  { network: '198.51', tag: 'visitor' },
);
const validForm = (type: ContactFormType, email = newEmail()) => formOf(type, email);

const storedCount = () => strapi.db.query(INQUIRY).count({});
const storedBy = (email: string) => strapi.db.query(INQUIRY).findOne({ where: { email } });

afterEach(() => jest.useRealTimers());

describe('captcha', () => {
  it('is ALTCHA when no reCAPTCHA keys are set', async () => {
    const widget = await api().get('/api/contact/captcha').expect(200);
    expect(widget.body).toEqual({ provider: 'altcha', challengeUrl: '/api/contact/challenge' });
    const challenge = await api().get('/api/contact/challenge').expect(200);
    expect(challenge.headers['cache-control']).toBe('no-store');
    expect(challenge.body).toEqual(
      expect.objectContaining({ algorithm: 'SHA-256', maxnumber: 2000, signature: expect.any(String) }),
    );
  });

  it('hands out a pass valid for 60 seconds for a solved challenge', async () => {
    const captcha = await solvedAltcha();
    const before = Date.now();
    const response = await api().post('/api/checkrecaptcha').send({ captcha }).expect(200);
    const after = Date.now();
    expect(response.body.pass).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
    const expiresAt = Date.parse(response.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 60_000);
  });

  it('refuses a wrong solution, a solution used twice, garbage and a missing token', async () => {
    const solved = await solvedAltcha();
    const decoded = JSON.parse(Buffer.from(solved, 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    const refused = await api().post('/api/checkrecaptcha').send({ captcha: wrong }).expect(403);
    expect(refused.body.error).toMatchObject({ message: 'Captcha must be checked', details: { reason: 'unsolved' } });
    await api().post('/api/checkrecaptcha').send({ captcha: solved }).expect(200);
    await api().post('/api/checkrecaptcha').send({ captcha: solved }).expect(403);
    await api().post('/api/checkrecaptcha').send({ captcha: 'not-a-solution' }).expect(403);
    const missing = await api().post('/api/checkrecaptcha').send({}).expect(400);
    expect(missing.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['captcha'], message: 'Captcha must be checked' }),
    ]);
  });
});

describe('POST /api/sendContactInquiry', () => {
  it.each<ContactFormType>(['general', 'contributor', 'site improvements'])(
    'stores a valid %s inquiry before answering',
    async (type) => {
      const email = newEmail();
      const response = await sendValid(type, { email });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ ok: true });
      const stored = await storedBy(email);
      expect(stored).toMatchObject({
        typeOfInquiry: type,
        name: 'Ada Lovelace',
        message: 'Do you have the 1997 lookbook?',
        triageStatus: 'new',
      });
      expect(Date.now() - new Date(stored.receivedAt).getTime()).toBeLessThan(60_000);
      if (type === 'contributor') {
        expect(stored).toMatchObject({
          instagramHandle: '@ada',
          contributionType: 'Archivist, Writer',
          contributionHours: '8 hours a week',
          improvementType: null,
        });
      }
      if (type === 'site improvements')
        expect(stored).toMatchObject({ improvementType: 'Bug fix', instagramHandle: null });
    },
  );

  it('mails the team through the configured SMTP server', async () => {
    const email = newEmail();
    await sendValid('contributor', { email }).then((response) => expect(response.status).toBe(201));
    const mail = await eventually(
      () => sink.received.find((message) => message.raw.includes(`Reply-To: ${email}`)),
      Boolean,
    );
    expect(mail?.to).toEqual([TEAM_ADDRESS]);
    expect(mail?.raw).toContain('Subject: [Folio] BECOME A CONTRIBUTOR from Ada Lovelace');
    expect(mail?.raw).toContain('Contribution Type: Archivist, Writer');
    expect(mail?.raw).toContain('Hours per Week: 8 hours a week');
    const stored = await eventually(
      () => storedBy(email),
      (row) => row.mailStatus === 'sent',
    );
    expect(stored.mailAttempts).toBe(1);
  });

  it('keeps the inquiry when the mail fails, flags it, and sends it on retry', async () => {
    const email = newEmail();
    const pendingMails = () => strapi.db.query(INQUIRY).count({ where: { mailStatus: 'pending' } });
    await eventually(pendingMails, (count) => count === 0);
    sink.state.refuseNext = true;
    await sendValid('general', { email }).then((response) => expect(response.status).toBe(201));
    const failed = await eventually(
      () => storedBy(email),
      (row) => row.mailStatus === 'failed',
    );
    expect(failed.mailError).toMatch(/Mailbox temporarily unavailable/);

    const mailer = strapi.plugin('contact').service('mailer');
    expect(await mailer.retryDue()).toBeGreaterThanOrEqual(1);
    expect(await storedBy(email)).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailError: null });
    expect(sink.received.some((message) => message.raw.includes(`Reply-To: ${email}`))).toBe(true);
  });

  const INVALID: [ContactFormType, string, string, unknown][] = [
    ['general', 'name', 'Name is required', ''],
    ['general', 'name', 'Name cannot be empty', '   '],
    ['general', 'name', 'Name has a maximum length of 100 characters', 'n'.repeat(101)],
    ['general', 'email', 'Email is required', ''],
    ['general', 'email', 'Email must be a valid e-mail address', 'ada@example'],
    ['general', 'instagramHandle', 'Instagram Handle has a maximum length of 31 characters', 'i'.repeat(32)],
    ['general', 'message', 'Message is required', ''],
    ['general', 'message', 'Message has a maximum length of 280 characters', 'm'.repeat(281)],
    ['general', 'recaptcha', 'Captcha must be checked', false],
    ['contributor', 'contributionType', 'Contribution Type must have a minimum of 1 option selected', []],
    ['contributor', 'contributionType', 'Contribution Type must be one of the listed options', ['Spy']],
    ['contributor', 'contributionHours', 'Hours per Week is required', ''],
    ['site improvements', 'improvementType', 'Improvement Type is required', ''],
    ['site improvements', 'improvementType', 'Improvement Type must be one of the listed options', 'Praise'],
  ];

  it.each(INVALID)('refuses a %s form with a bad %s: "%s", storing nothing', async (type, field, message, value) => {
    const before = await storedCount();
    const response = await send({
      typeOfInquiry: type,
      formData: { ...validForm(type), [field]: value },
      captchaPass: await captchaPass(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(response.body.error.details.errors).toEqual([{ path: [field], message, name: 'ValidationError' }]);
    expect(await storedCount()).toBe(before);
  });

  it('lists every failing field at once', async () => {
    const response = await send({ typeOfInquiry: 'general', formData: {}, captchaPass: await captchaPass() });
    expect(response.status).toBe(400);
    const fields = response.body.error.details.errors.map((error: { path: string[] }) => error.path[0]);
    expect(fields.sort()).toEqual(['email', 'message', 'name', 'recaptcha']);
  });

  it('refuses an unknown form type and a missing pass', async () => {
    const unknownType = await send({ typeOfInquiry: 'sales', formData: validForm('general'), captchaPass: 'x' });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.error.details.errors[0]).toMatchObject({
      path: ['typeOfInquiry'],
      message: 'Type of inquiry must be one of: general, contributor, site improvements',
    });
    const noPass = await send({ typeOfInquiry: 'general', formData: validForm('general') });
    expect(noPass.status).toBe(400);
    expect(noPass.body.error.details.errors).toEqual([
      { path: ['recaptcha'], message: 'Captcha must be checked', name: 'ValidationError' },
    ]);
  });

  it('stores only the fields of the form type', async () => {
    const email = newEmail();
    const client = newClient();
    const formData = { ...validForm('general', email), improvementType: 'Bug fix', triageStatus: 'answered' };
    await send({ typeOfInquiry: 'general', formData, captchaPass: await captchaPass(client) }, client).expect(201);
    expect(await storedBy(email)).toMatchObject({ improvementType: null, triageStatus: 'new' });
  });
});

describe('captcha passes', () => {
  const attempt = async (pass: string) => {
    const before = await storedCount();
    const response = await send({ typeOfInquiry: 'general', formData: validForm('general'), captchaPass: pass });
    expect(await storedCount()).toBe(before);
    return response;
  };

  it('refuses a forged pass', async () => {
    const genuine = await captchaPass();
    const [id, expires, signature] = genuine.split('.');
    const tampered = `${id}.${Number(expires) + 3_600_000}.${signature}`;
    const flipped = `${id}.${expires}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const pass of [tampered, flipped]) {
      const response = await attempt(pass);
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({ message: 'Captcha must be checked', details: { reason: 'forged' } });
    }
    expect((await attempt('made-up')).body.error.details).toEqual({ reason: 'malformed' });
  });

  it('refuses a pass after 60 seconds', async () => {
    const pass = await captchaPass();
    moveClock(61_000);
    const response = await attempt(pass);
    expect(response.status).toBe(403);
    expect(response.body.error.details).toEqual({ reason: 'expired' });
  });

  it('accepts a pass once only', async () => {
    const client = newClient();
    const pass = await captchaPass(client);
    await send({ typeOfInquiry: 'general', formData: validForm('general'), captchaPass: pass }, client).expect(201);
    const again = await attempt(pass);
    expect(again.status).toBe(403);
    expect(again.body.error.details).toEqual({ reason: 'reused' });
  });
});

describe('submission limit (3 per 24 hours)', () => {
  it('answers the 4th submission from one client with 429 and the hours to wait, with no browser state', async () => {
    const client = newClient();
    for (let i = 0; i < 3; i += 1) expect((await sendValid('general', { client })).status).toBe(201);
    const before = await storedCount();
    const fourth = await sendValid('general', { client });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatchObject({ message: limitToast(24), details: { hoursUntilNext: 24 } });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await storedCount()).toBe(before);

    moveClock(5.5 * 3_600_000);
    const later = await sendValid('general', { client });
    expect(later.status).toBe(429);
    expect(later.body.error.details).toEqual({ hoursUntilNext: 19 });
  });

  it('limits one e-mail address across client addresses', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i += 1) expect((await sendValid('site improvements', { email })).status).toBe(201);
    const client = newClient();
    for (let i = 0; i < 2; i += 1) expect((await sendValid('general', { client })).status).toBe(201);
    const fourth = await sendValid('site improvements', { email: email.toUpperCase(), client });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toBe(limitToast(24));
    // The refused attempt did not use up the client's own third submission.
    expect((await sendValid('general', { client })).status).toBe(201);
  });

  it('ignores forwarded addresses unless the CMS is configured to sit behind a proxy', async () => {
    strapi.server.app.proxy = false;
    try {
      for (let i = 0; i < 3; i += 1) expect((await sendValid('general')).status).toBe(201);
      expect((await sendValid('general')).status).toBe(429);
    } finally {
      strapi.server.app.proxy = true;
    }
  });
});

describe('inquiries stay private', () => {
  it('has no public route that lists or changes them', async () => {
    for (const path of ['/api/inquiries', '/api/contact/inquiries', '/api/contact-inquiries']) {
      const response = await api().get(path);
      expect([403, 404]).toContain(response.status);
      expect(JSON.stringify(response.body)).not.toContain('Ada Lovelace');
    }
    const before = await storedCount();
    for (const path of ['/api/inquiries', '/api/contact/inquiries']) {
      const write = await api()
        .post(path)
        .send({ data: { name: 'x', email: 'x@example.com', message: 'x' } });
      expect([403, 404, 405]).toContain(write.status);
    }
    expect(await storedCount()).toBe(before);
    const adminList = await api().get(`/content-manager/collection-types/${INQUIRY}`);
    expect(adminList.status).toBe(401);
  });

  it('grants the public role no contact permission', async () => {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
    const permissions = await strapi.db
      .query('plugin::users-permissions.permission')
      .findMany({ where: { role: role.id, action: { $startsWith: 'plugin::contact' } } });
    expect(permissions).toEqual([]);
  });
});

describe('markup in a message', () => {
  const MARKUP = '<script>alert(1)</script><b>x</b>';

  it('is stored byte for byte as text, and the stored inquiry is not readable by the public role', async () => {
    const email = newEmail();
    const client = newClient();
    const formData = { ...validForm('general', email), message: MARKUP };
    await send({ typeOfInquiry: 'general', formData, captchaPass: await captchaPass(client) }, client).expect(201);

    const { documentId } = await storedBy(email);
    const stored = await strapi.documents(INQUIRY).findOne({ documentId });
    expect(stored?.message).toBe(MARKUP);
    expect(Buffer.from(String(stored?.message), 'utf8').equals(Buffer.from(MARKUP, 'utf8'))).toBe(true);
    // A plain text attribute: the admin shows it as text, never as rich text or HTML.
    expect(strapi.getModel(INQUIRY).attributes.message.type).toBe('text');

    // The public role (no credentials) reaches it by no path, not even knowing its documentId.
    for (const path of [
      `/api/inquiries/${documentId}`,
      `/api/contact/inquiries/${documentId}`,
      `/api/inquiries?filters[email][$eq]=${encodeURIComponent(email)}`,
      `/content-manager/collection-types/${INQUIRY}/${documentId}`,
    ]) {
      const response = await api().get(path);
      expect([401, 403, 404]).toContain(response.status);
      expect(response.text).not.toContain(documentId);
      expect(response.text).not.toContain('alert(1)');
    }
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
    const granted = await strapi.db
      .query('plugin::users-permissions.permission')
      .findMany({ where: { role: role.id, action: { $contains: 'inquiry' } } });
    expect(granted).toEqual([]);
  });
});

describe('request size', () => {
  it('refuses a body over 16 KiB before reading it', async () => {
    const before = await storedCount();
    const response = await send({ typeOfInquiry: 'general', formData: { message: 'x'.repeat(20_000) } });
    expect(response.status).toBe(413);
    expect(response.body.error.name).toBe('PayloadTooLargeError');
    expect(await storedCount()).toBe(before);
  });

  it('accepts JSON only', async () => {
    const response = await api().post('/api/sendContactInquiry').type('form').send({ typeOfInquiry: 'general' });
    expect(response.status).toBe(415);
  });

  it('needs a declared length', async () => {
    const server = strapi.server.httpServer;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const status = await new Promise<number>((resolve, reject) => {
        const outgoing = http.request(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/checkrecaptcha',
            headers: { 'Content-Type': 'application/json' },
          },
          (incoming) => {
            incoming.resume();
            resolve(incoming.statusCode ?? 0);
          },
        );
        outgoing.on('error', reject);
        outgoing.write('{"captcha":');
        outgoing.end('"x"}');
      });
      expect(status).toBe(411);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
