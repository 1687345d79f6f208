import Link from '@mui/material/Link';
import type { ComponentPropsWithoutRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { isExternalHref } from '../blockText';

type MarkdownLinkProps = ComponentPropsWithoutRef<'a'> & { node?: unknown };

/** Links inside article text: external ones open safely in a new tab, internal ones navigate in the app. */
export function MarkdownLink({ href, children, node: _node, ...rest }: MarkdownLinkProps) {
  if (isExternalHref(href)) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" underline="always" {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={href ?? '/'} underline="always" {...rest}>
      {children}
    </Link>
  );
}
