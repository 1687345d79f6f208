import { formatPublishedDate } from './formatDate';

describe('formatPublishedDate', () => {
  it('formats in UTC, so a late-evening date is the same day for the server and every browser', () => {
    expect(formatPublishedDate('2025-02-10T23:30:00.000Z')).toBe('10 February 2025');
    expect(formatPublishedDate('2024-01-01T00:00:00.000Z')).toBe('1 January 2024');
  });
});
