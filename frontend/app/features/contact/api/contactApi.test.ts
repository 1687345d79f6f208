import { AxiosError, type AxiosAdapter } from 'axios';
import { CONTACT_ENDPOINTS, type ContactInquiryRequest } from '@folio/core';
import { apiClient } from '../../../lib/api-client';
import { sendInquiry } from './contactApi';

/** Stands in for the server behind the real client: answers every request with this status and body. */
const answer =
  (status: number, data: unknown): AxiosAdapter =>
  async (config) => {
    const response = { status, statusText: '', data, headers: {}, config };
    if (status < 300) return response;
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, response);
  };

const request = { type: 'general', captchaPass: 'pass' } as unknown as ContactInquiryRequest;
const adapter = apiClient.defaults.adapter;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  apiClient.defaults.adapter = adapter;
  consoleError.mockRestore();
});

describe('sendInquiry', () => {
  it('posts the inquiry and reports it sent', async () => {
    const posted: string[] = [];
    apiClient.defaults.adapter = async (config) => {
      posted.push(`${config.method} ${config.url} ${config.data}`);
      return answer(200, {})(config);
    };
    await expect(sendInquiry(request)).resolves.toEqual({ kind: 'sent' });
    expect(posted).toEqual([`post /api${CONTACT_ENDPOINTS.sendInquiry} ${JSON.stringify(request)}`]);
  });

  it.each([
    [429, { error: { details: { hoursUntilNext: 5 } } }, { kind: 'limited', hoursUntilNext: 5 }],
    [429, {}, { kind: 'limited', hoursUntilNext: 24 }],
    [403, {}, { kind: 'captcha' }],
    [
      400,
      { error: { details: { errors: [{ path: ['email'], message: 'Email is invalid' }] } } },
      { kind: 'invalid', errors: { email: 'Email is invalid' } },
    ],
    [500, {}, { kind: 'failed' }],
  ])('reads a %i answer from its body', async (status, body, outcome) => {
    apiClient.defaults.adapter = answer(status, body);
    await expect(sendInquiry(request)).resolves.toEqual(outcome);
  });
});
