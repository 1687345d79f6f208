/** Dates in UTC so the server render and the browser agree (no hydration mismatch across time zones). */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatPublishedDate = (iso: string): string => dateFormat.format(new Date(iso));
