import { MONTHS } from '../../lib/months';

// Written out in UTC rather than with Intl: the first Intl formatter loads locale data, which on a phone lengthens
// the task that hydrates the first article card.
export function formatPublishedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
