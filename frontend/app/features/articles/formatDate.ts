const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "10 February 2025", as `Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })`
 * writes it, in UTC so the server render and the browser agree (no hydration mismatch across time zones).
 *
 * Written out rather than made with Intl: the first Intl formatter a page creates loads the browser's
 * locale data, which on a phone lengthens the long task that hydrates the first article card. An
 * unreadable date gives an empty string, not a crashed page.
 */
export function formatPublishedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
