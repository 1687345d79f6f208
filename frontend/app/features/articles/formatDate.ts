/** Dates in UTC so the server render and the browser agree (no hydration mismatch across time zones). */
let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * The formatter is made on first use, not when the module loads: creating an Intl formatter loads
 * locale data (several ms on a phone), which would otherwise lengthen the one long task that
 * evaluates the page's scripts before hydration.
 */
export function formatPublishedDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(new Date(iso));
}
