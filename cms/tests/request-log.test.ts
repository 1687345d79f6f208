/**
 * The CMS's request log against the real Strapi, at the default level (`http`): the sites' content-version
 * poll and health checks leave no line, other requests one each, and a client refused again and again
 * (over its budget at the traffic gate, or by a route's body rules) one line per window, not one per request.
 */
import { Writable } from 'node:stream';
import { winston } from '@strapi/logger';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { eventually } from './support/eventually';
import { startStrapi, stopStrapi } from './support/strapi';

const LOG_ENV = {
  LOG_LEVEL: 'http',
  TRUST_PROXY: 'true',
  RATE_LIMIT_WRITE_REQUESTS: '2',
  RATE_LIMIT_WINDOW_SECONDS: '60',
};

let strapi: Core.Strapi;
/** Every line the CMS logged since it booted, colours taken out. */
const lines: string[] = [];
const api = () => request(strapi.server.httpServer);
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[\d+m/g;

const linesWith = (text: string) => lines.filter((line) => line.includes(text));

beforeAll(async () => {
  Object.assign(process.env, LOG_ENV);
  delete process.env.REDIS_URL;
  strapi = await startStrapi();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString().replace(COLOURS, ''));
      done();
    },
  });
  strapi.log.add(new winston.transports.Stream({ stream }));
});

afterAll(async () => {
  await stopStrapi(strapi);
  for (const name of Object.keys(LOG_ENV)) delete process.env[name];
});

it("logs no line for the sites' version poll and the health checks, and one for any other request", async () => {
  for (let poll = 0; poll < 10; poll += 1) {
    expect((await api().get('/api/catalog/version').set('X-Forwarded-For', '10.7.0.1')).status).toBe(200);
    expect((await api().get('/_health')).status).toBe(204);
    expect((await api().head('/_health')).status).toBe(204);
  }
  expect((await api().get('/api/catalog/scans').set('X-Forwarded-For', '10.7.0.1')).status).toBe(200);

  await eventually(
    () => linesWith('GET /api/catalog/scans'),
    (logged) => logged.length === 1,
    {
      what: 'the catalog request in the log',
    },
  );
  expect(linesWith('/api/catalog/version')).toEqual([]);
  expect(linesWith('/_health')).toEqual([]);
});

it('logs a client refused again and again once in the window, whoever refused it', async () => {
  const budgetStatuses = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const response = await api().post('/api/articles').set('X-Forwarded-For', '10.7.0.2').send({ data: {} });
    budgetStatuses.push(response.status);
  }
  // Anonymous writes are forbidden, then the client's write budget (2) is spent.
  expect(budgetStatuses.slice(0, 2)).toEqual([403, 403]);
  expect(budgetStatuses.slice(2)).toEqual(Array(10).fill(429));

  const bodyStatuses = [];
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await api()
      .post('/api/sendContactInquiry')
      .set('X-Forwarded-For', '10.7.0.3')
      .set('Content-Type', 'text/plain')
      .send('not json');
    bodyStatuses.push(response.status);
  }
  expect(bodyStatuses.every((status) => status >= 400 && status < 500)).toBe(true);

  await eventually(
    () => linesWith('[refused]'),
    (logged) => logged.length >= 2,
    { what: 'two refusal lines' },
  );
  const first = linesWith('[refused] 10.7.0.2');
  expect(first).toHaveLength(1);
  expect(first[0]).toContain('POST /api/articles');
  expect(first[0]).toContain('403');
  expect(linesWith('[refused] 10.7.0.3')).toHaveLength(1);
  // Neither client's requests have a line of their own.
  expect(linesWith('POST /api/articles')).toHaveLength(1);
  expect(linesWith('POST /api/sendContactInquiry')).toHaveLength(1);
});
