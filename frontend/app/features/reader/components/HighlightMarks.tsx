import type { PageBox } from '@folio/core';
import { boxPosition, HIGHLIGHT_STYLE } from '../utils/highlight';

/** Hidden from assistive technology: the results list says where the words are. */
export function HighlightMarks({ boxes }: { boxes: PageBox[] | undefined }) {
  if (!boxes?.length) return null;
  return boxes.map((box, index) => (
    <span
      key={index}
      aria-hidden
      data-highlight=""
      // Inline: each mark has its own place, which would otherwise mint a style rule per box.
      style={{ position: 'absolute', ...boxPosition(box), ...HIGHLIGHT_STYLE }}
    />
  ));
}
