import { findDesignerMentions, type DesignerMatcher } from '@folio/core';
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { DesignerLink } from '../../lib/content/designers';

export interface DesignerLinksOptions {
  matcher: DesignerMatcher<DesignerLink>;
  /** Shared by the article's blocks, so only the first mention is linked. */
  linked: Set<string>;
}

// A link cannot hold another, and a heading reads better without one.
const LEAVE_ALONE = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre']);

type Parent = Root | Element;

export function rehypeDesignerLinks({ matcher, linked }: DesignerLinksOptions) {
  return (tree: Root): void => linkIn(tree, matcher, linked);
}

function linkIn(parent: Parent, matcher: DesignerMatcher<DesignerLink>, linked: Set<string>): void {
  const children = parent.children as RootContent[];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (child.type === 'element') {
      if (!LEAVE_ALONE.has(child.tagName)) linkIn(child, matcher, linked);
      continue;
    }
    if (child.type !== 'text') continue;
    const replaced = linkText(child, matcher, linked);
    if (!replaced) continue;
    children.splice(index, 1, ...(replaced as RootContent[]));
    index += replaced.length - 1;
  }
}

function linkText(node: Text, matcher: DesignerMatcher<DesignerLink>, linked: Set<string>): ElementContent[] | null {
  const text = node.value;
  const pieces: ElementContent[] = [];
  let at = 0;
  for (const { designer, start, end } of findDesignerMentions(text, matcher)) {
    if (linked.has(designer.slug)) continue;
    linked.add(designer.slug);
    if (start > at) pieces.push({ type: 'text', value: text.slice(at, start) });
    pieces.push({
      type: 'element',
      tagName: 'a',
      properties: { href: designer.path },
      children: [{ type: 'text', value: text.slice(start, end) }],
    });
    at = end;
  }
  if (!pieces.length) return null;
  if (at < text.length) pieces.push({ type: 'text', value: text.slice(at) });
  return pieces;
}
