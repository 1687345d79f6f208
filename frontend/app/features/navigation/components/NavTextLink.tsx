import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { forwardRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface NavTextLinkProps {
  to: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
  onClick?: () => void;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

/** A router link styled for the navbar and its menus. */
export const NavTextLink = forwardRef<HTMLAnchorElement, NavTextLinkProps>(function NavTextLink(
  { to, children, sx, ...rest },
  ref,
) {
  return (
    <Link
      ref={ref}
      component={RouterLink}
      to={to}
      prefetch="intent"
      underline="none"
      sx={[
        { display: 'block', px: 1.5, py: 1, fontSize: '0.875rem', '&:hover': { textDecoration: 'underline' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      {children}
    </Link>
  );
});
