// Markdown turns "two spaces + newline" into a hard line break, so each literal "\n" marker becomes exactly that.
export const withLineBreaks = (block: string): string => block.replace(/\\n/g, '  \n');

export function isExternalHref(href: string | undefined): boolean {
  return Boolean(href && /^(https?:)?\/\//i.test(href));
}
