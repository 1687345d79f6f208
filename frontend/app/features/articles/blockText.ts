/**
 * Article blocks carry literal two-character "\n" markers for line breaks, as the spec's content has
 * them. Markdown turns "two spaces + newline" into a hard line break, so each marker becomes exactly that.
 */
export const withLineBreaks = (block: string): string => block.replace(/\\n/g, '  \n');

/** A link leaves the site when it names another host; those open in a new tab. */
export function isExternalHref(href: string | undefined): boolean {
  return Boolean(href && /^(https?:)?\/\//i.test(href));
}
