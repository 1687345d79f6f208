import { CONTACT_ENDPOINTS, type ContactInquiryRequest } from '@folio/core';
import { fakeApi } from '../../../../test/support/fakeApi';
import { sendInquiry } from './contactApi';

const INQUIRY = `POST /api${CONTACT_ENDPOINTS.sendInquiry}`;
const request = { type: 'general', captchaPass: 'pass' } as unknown as ContactInquiryRequest;
let api: ReturnType<typeof fakeApi> | undefined;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api?.restore();
  consoleError.mockRestore();
});

describe('sendInquiry', () => {
  it('posts the inquiry and reports it sent', async () => {
    api = fakeApi({ [INQUIRY]: { status: 200, data: {} } });
    await expect(sendInquiry(request)).resolves.toEqual({ kind: 'sent' });
    expect(api.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: `/api${CONTACT_ENDPOINTS.sendInquiry}`, body: request },
    ]);
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
    api = fakeApi({ [INQUIRY]: { status, data: body } });
    await expect(sendInquiry(request)).resolves.toEqual(outcome);
  });
});
