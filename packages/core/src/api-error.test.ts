import { apiError } from './api-error';

describe('apiError', () => {
  it("gives Strapi's error shape, with empty details by default", () => {
    expect(apiError(413, 'PayloadTooLargeError', 'Too large.')).toEqual({
      data: null,
      error: { status: 413, name: 'PayloadTooLargeError', message: 'Too large.', details: {} },
    });
  });

  it('keeps the details it is given', () => {
    expect(apiError(429, 'RateLimitError', 'Busy.', { reason: 'relay' }).error.details).toEqual({ reason: 'relay' });
  });
});
