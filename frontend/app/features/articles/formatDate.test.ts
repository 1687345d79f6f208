import { formatPublishedDate } from './formatDate';

describe('formatPublishedDate', () => {
  it('formats in UTC, so a late-evening date is the same day for the server and every browser', () => {
    expect(formatPublishedDate('2025-02-10T23:30:00.000Z')).toBe('10 February 2025');
    expect(formatPublishedDate('2024-01-01T00:00:00.000Z')).toBe('1 January 2024');
  });

  it('writes every day of four years (a leap year among them) as the en-GB long date format does', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const dayMs = 24 * 60 * 60 * 1000;
    const first = Date.UTC(2023, 0, 1, 12);
    for (let day = 0; day < 4 * 366; day += 1) {
      const iso = new Date(first + day * dayMs).toISOString();
      expect(formatPublishedDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it('gives an empty string for a date it cannot read, where Intl would throw', () => {
    expect(formatPublishedDate('not a date')).toBe('');
    expect(() => new Intl.DateTimeFormat('en-GB').format(new Date('not a date'))).toThrow(RangeError);
  });
});
