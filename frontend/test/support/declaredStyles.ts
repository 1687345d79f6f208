/**
 * The declarations the document's style sheets (Emotion's, in jsdom) give an element, grouped by the
 * media query of their rule ('' outside any). jsdom's getComputedStyle skips media rules (responsive
 * padding, prefers-reduced-motion), so component tests read them here.
 */
export function declaredStyles(element: Element): Map<string, Record<string, string>> {
  const byMedia = new Map<string, Record<string, string>>();
  const collect = (media: string, rule: CSSStyleRule) => {
    let matches = false;
    try {
      matches = element.matches(rule.selectorText);
    } catch {
      // A selector jsdom cannot parse (vendor pseudo-elements) does not select the element.
    }
    if (!matches) return;
    const declarations = byMedia.get(media) ?? {};
    for (const property of Array.from(rule.style)) declarations[property] = rule.style.getPropertyValue(property);
    byMedia.set(media, declarations);
  };
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSMediaRule) {
        for (const inner of Array.from(rule.cssRules)) {
          if (inner instanceof CSSStyleRule) collect(rule.media.mediaText, inner);
        }
      } else if (rule instanceof CSSStyleRule) {
        collect('', rule);
      }
    }
  }
  return byMedia;
}

/**
 * One property as a browser would resolve it from the style sheets, given which media queries hold:
 * rules outside media queries first, then those of the matching queries in sheet order.
 */
export function resolvedStyle(
  element: Element,
  property: string,
  mediaMatches: (mediaText: string) => boolean,
): string | undefined {
  let value: string | undefined;
  for (const [media, declarations] of declaredStyles(element)) {
    if (property in declarations && (media === '' || mediaMatches(media))) value = declarations[property];
  }
  return value;
}
