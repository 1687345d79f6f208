import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CardCover } from '../../lib/media/responsiveImage';
import type { ImagePriority } from '../../lib/media/responsiveImage';
import { cardListClasses } from '../../lib/theme/customizations/cardLists';
import { SrcSetImage } from '../media/SrcSetImage';
import { CARD_IMAGE_SIZES } from './CardGrid';

interface CoverCardProps {
  to: string;
  title: string;
  cover: CardCover | null;
  priority?: ImagePriority;
  /** The line under the title (designer and year, or category, author and date). */
  caption: ReactNode;
  /** h2 when the list sits right under the page title, h3 inside a titled section. */
  headingLevel?: CardHeadingLevel;
}

export type CardHeadingLevel = 'h2' | 'h3';

/** A list item of a CardGrid: cover and title as one link, a caption under it. */
export function CoverCard({ to, title, cover, priority = 'lazy', caption, headingLevel = 'h3' }: CoverCardProps) {
  const Heading = headingLevel;
  return (
    <li>
      <Link to={to} prefetch="intent" className={cardListClasses.coverLink}>
        <div className={cardListClasses.cover}>
          {cover && <SrcSetImage attributes={cover} sizes={CARD_IMAGE_SIZES} alt="" priority={priority} />}
        </div>
        <Heading className={cardListClasses.title}>{title}</Heading>
      </Link>
      {caption}
    </li>
  );
}
