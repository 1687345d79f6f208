import type { Element, ElementContent, Root, RootContent } from 'hast';

const OPEN = /^<u>$/i;
const CLOSE = /^<\/u>$/i;

type Parent = Root | Element;
const isRaw = (node: RootContent, tag: RegExp): boolean => node.type === 'raw' && tag.test(node.value.trim());

/**
 * The CMS's markdown toolbar underlines with a literal `<u>…</u>` pair. Raw HTML is otherwise dropped, so
 * only that pair, within one paragraph, becomes a `<u>` element; any other tag still goes.
 */
export function rehypeUnderline() {
  return (tree: Root): void => wrapUnderlines(tree);
}

function wrapUnderlines(parent: Parent): void {
  const children = parent.children as RootContent[];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (child.type === 'element') wrapUnderlines(child);
    if (!isRaw(child, OPEN)) continue;
    const close = children.findIndex((node, at) => at > index && isRaw(node, CLOSE));
    if (close === -1) continue;
    const inner = children.slice(index + 1, close) as ElementContent[];
    inner.forEach((node) => node.type === 'element' && wrapUnderlines(node));
    const underline: Element = { type: 'element', tagName: 'u', properties: {}, children: inner };
    children.splice(index, close - index + 1, underline);
  }
}
