/**
 * @jest-environment node
 *
 * Request bodies through the production site in front of the real CMS (built, production mode, its own
 * empty SQLite file), with a pass-through between the two that notes every request the site relays. A
 * body over its route's limit is refused by the site with the CMS's own 413, every time, whatever the
 * spelling of the path and whether its length is declared or it comes in chunks, and nothing of it is
 * relayed; a body within the limit reaches the CMS; and a refusal the CMS sends while a large body is
 * still arriving reaches the visitor as the CMS sent it, never as a 502 or a reset connection.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTACT_ENDPOINTS, CONTACT_MAX_BODY_BYTES } from '@folio/core';
import { startCms, UNLIMITED_BUDGETS, type RunningCms } from '../../bench/lib/cms';
import { sendRaw } from '../../cms/tests/support/raw-http';
import { startRequestTap, type RequestTap } from './support/requestTap';
import { ensureBuilt, startSite, type RunningSite } from './support/siteServer';

jest.setTimeout(300_000);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bodies-'));
/** Enough tries of each kind that a race lost one time in two or three would show. */
const TRIES = 20;
/** The relay lost the CMS's early refusals about one time in ten (docs/decisions/120-site-request-bodies.md). */
const CMS_REFUSAL_TRIES = 40;
/** Larger than the sockets' buffers, so the CMS answers while most of the body is still on its way. */
const LARGE_BYTES = 900 * 1024;
const CHECK_CAPTCHA = `/api${CONTACT_ENDPOINTS.checkCaptcha}`;
const SEND_INQUIRY = `/api${CONTACT_ENDPOINTS.sendInquiry}`;
const TOO_LARGE = {
  data: null,
  error: {
    status: 413,
    name: 'PayloadTooLargeError',
    message: `The request body may not exceed ${CONTACT_MAX_BODY_BYTES} bytes`,
    details: {},
  },
};

let cms: RunningCms;
let tap: RequestTap;
let site: RunningSite;

/** A JSON body of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => `{"captcha":"${'x'.repeat(bytes - '{"captcha":""}'.length)}"}`;

/** A body sent in chunks without a declared length (fetch streams a ReadableStream that way). */
const chunked = (text: string, chunkBytes = 4_096) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let start = 0; start < bytes.length; start += chunkBytes)
        controller.enqueue(bytes.slice(start, start + chunkBytes));
      controller.close();
    },
  });

interface Answer {
  status: number;
  body: string;
}

async function post(
  base: string,
  route: string,
  body: string | ReadableStream<Uint8Array>,
  type = 'application/json',
): Promise<Answer> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
    signal: AbortSignal.timeout(30_000),
  } as RequestInit);
  return { status: response.status, body: await response.text() };
}

/** Each try's outcome: its status, or the error that stood for one (a reset, a timeout). */
async function tries(count: number, send: () => Promise<Answer>): Promise<(number | string)[]> {
  const outcomes: (number | string)[] = [];
  for (let n = 0; n < count; n += 1) {
    outcomes.push(
      await send().then(
        ({ status }) => status,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      ),
    );
  }
  return outcomes;
}

const relayedTo = (route: string) => tap.requests.filter((line) => line.toLowerCase().endsWith(route.toLowerCase()));

beforeAll(async () => {
  ensureBuilt();
  fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  cms = await startCms(
    {
      SEED_DEMO_CONTENT: 'false',
      STRAPI_PUBLIC_DIR: path.join(workDir, 'public'),
      REDIS_URL: '',
      ...UNLIMITED_BUDGETS,
      RATE_LIMIT_WRITE_REQUESTS: '1000000000',
      // The machine running the tests is busy; shedding is not what this file is about.
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '5000',
    },
    { database: path.join(workDir, 'data.db') },
  );
  tap = await startRequestTap(cms.url);
  site = await startSite({ CMS_URL: tap.url });
});

afterAll(async () => {
  await site?.stop();
  await tap?.close();
  await cms?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

it("refuses a declared body over a contact route's limit with the CMS's 413, every time and for every spelling, relaying none", async () => {
  const oversized = jsonOf(CONTACT_MAX_BODY_BYTES + 1);
  // The CMS's own answer to the same body is the one the site gives.
  const direct = await post(cms.url, SEND_INQUIRY, oversized);
  expect(direct.status).toBe(413);
  expect(JSON.parse(direct.body)).toEqual(TOO_LARGE);
  const relayedBefore = tap.requests.length;

  const spellings = [
    SEND_INQUIRY,
    `${SEND_INQUIRY}/`,
    `/api${CONTACT_ENDPOINTS.sendInquiry.toUpperCase()}`,
    CHECK_CAPTCHA,
    `${CHECK_CAPTCHA}/`,
  ];
  for (const spelling of spellings) {
    const answers = await Promise.all(Array.from({ length: TRIES / 4 }, () => post(site.url, spelling, oversized)));
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    }
  }
  expect(tap.requests.slice(relayedBefore)).toEqual([]);
});

it('answers a refused body with its 413 also to a client that closes the connection after the request', async () => {
  // Node closes such a connection as soon as the answer is sent: the site reads the body away first, or the
  // client, still sending, would meet a reset (EPIPE) instead of the answer.
  const closing = Array.from({ length: TRIES / 4 }, () =>
    sendRaw(Number(new URL(site.url).port), {
      method: 'POST',
      path: SEND_INQUIRY,
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: Buffer.from(jsonOf(LARGE_BYTES)),
    }).then(({ status, text }) => ({ status, body: JSON.parse(text) as unknown })),
  );
  expect(await Promise.all(closing)).toEqual(Array(TRIES / 4).fill({ status: 413, body: TOO_LARGE }));
});

it('counts the bytes of a chunked body and refuses it past the limit, relaying none', async () => {
  const relayedBefore = tap.requests.length;
  const outcomes = await tries(TRIES, () => post(site.url, SEND_INQUIRY, chunked(jsonOf(CONTACT_MAX_BODY_BYTES + 1))));
  expect(outcomes).toEqual(Array(TRIES).fill(413));
  // Far over the limit, in chunks, as a client that never stops sending would.
  const endless = await post(site.url, CHECK_CAPTCHA, chunked('x'.repeat(5 * 1024 * 1024)));
  expect(endless.status).toBe(413);
  expect(JSON.parse(endless.body)).toEqual(TOO_LARGE);
  expect(tap.requests.slice(relayedBefore)).toEqual([]);
});

it('relays a body of exactly the limit, declared or chunked, to the CMS, which reads it', async () => {
  const atLimit = jsonOf(CONTACT_MAX_BODY_BYTES);
  const direct = await post(cms.url, CHECK_CAPTCHA, atLimit);
  // The CMS's limit is the site's: this body is within it (refused for its captcha, not its size).
  expect(direct.status).not.toBe(413);

  const declared = await post(site.url, CHECK_CAPTCHA, atLimit);
  expect(declared).toEqual(direct);
  // Relayed with its length: the CMS's contact routes want one (411 without).
  const inChunks = await post(site.url, CHECK_CAPTCHA, chunked(atLimit));
  expect(inChunks).toEqual(direct);
  expect(relayedTo(CHECK_CAPTCHA)).toEqual([`POST ${CHECK_CAPTCHA}`, `POST ${CHECK_CAPTCHA}`]);
});

it("brings the CMS's refusal of a large body within the site's limit to the visitor as the CMS sent it, every time", async () => {
  const cases = [
    // Strapi reads a url-encoded body only up to its own limit and answers 413 past it (record 120).
    { type: 'application/x-www-form-urlencoded', body: `title=${'x'.repeat(LARGE_BYTES)}` },
    // Other routes take no files: the CMS answers 415 before reading any of it.
    { type: 'multipart/form-data; boundary=folio', body: `--folio\r\n${'x'.repeat(LARGE_BYTES)}` },
  ];
  for (const { type, body } of cases) {
    const direct = await post(cms.url, '/api/articles', body, type);
    expect([413, 415]).toContain(direct.status);
    const outcomes = await tries(CMS_REFUSAL_TRIES, () => post(site.url, '/api/articles', body, type));
    expect(outcomes).toEqual(Array(CMS_REFUSAL_TRIES).fill(direct.status));
  }
});

it("logs one client's refusals once in the window, with its address, not once per request", () => {
  // Every refusal above came from this test's one address.
  const refusals = site.output().match(/\[site\] refused .*/g) ?? [];
  expect(refusals).toHaveLength(1);
  expect(refusals[0]).toContain('from 127.0.0.1 with 413');
});
