import type { ReactNode } from 'react';
import { cardListClasses } from '../../lib/theme/customizations/cardLists';

/** A list of cover cards; its columns per breakpoint are in the theme (cardLists), matched by CARD_IMAGE_SIZES. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={cardListClasses.grid} aria-label={label}>
      {children}
    </ul>
  );
}

/** `sizes` for an image filling one CardGrid cell: 2, 3, 4 and 5 columns, 1450 px content at most. */
export const CARD_IMAGE_SIZES = '(max-width: 499px) 50vw, (max-width: 899px) 33vw, (max-width: 1199px) 25vw, 290px';
