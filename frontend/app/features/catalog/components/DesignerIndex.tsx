import { cardListClasses } from '../../../lib/theme/customizations/cardLists';

interface DesignerIndexProps {
  designers: { title: string; slug: string }[];
  label: string;
}

/** "Collections A-Z": jump links to each designer's or brand's section on the list page. */
export function DesignerIndex({ designers, label }: DesignerIndexProps) {
  return (
    <nav aria-label={label}>
      <ul className={cardListClasses.index}>
        {designers.map((designer) => (
          <li key={designer.slug}>
            <a className={cardListClasses.indexLink} href={`#${designerAnchor(designer.slug)}`}>
              {designer.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Fragment id of a designer's section; slugs may contain '.', ',' and '(' which ids allow. */
export const designerAnchor = (slug: string) => `designer-${slug}`;
