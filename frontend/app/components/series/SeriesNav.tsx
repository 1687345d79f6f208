import { alpha, styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { focusRingStyle } from '../../lib/theme/themePrimitives';

const Nav = styled('nav')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(2),
  margin: theme.spacing(4, 0),
}));

const Position = styled('p')(({ theme }) => ({ ...theme.typography.body2, fontWeight: 700, margin: 0 }));

// A plain link, because an MUI Button would bring ButtonBase and its ripple into the page's first scripts.
export const SeriesLink = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  padding: '5px 15px',
  border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
  color: theme.palette.primary.main,
  textDecoration: 'none',
  textTransform: 'uppercase',
  transition: theme.transitions.create(['background-color', 'border-color'], {
    duration: theme.transitions.duration.short,
  }),
  '&:hover': {
    borderColor: theme.palette.primary.main,
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
  },
  '&:focus-visible': focusRingStyle(theme),
}));

interface SeriesNavProps {
  label: string;
  position?: string;
  children: ReactNode;
}

export function SeriesNav({ label, position, children }: SeriesNavProps) {
  return (
    <Nav aria-label={label}>
      {position && <Position>{position}</Position>}
      {children}
    </Nav>
  );
}
