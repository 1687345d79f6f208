import { alpha, styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { facetHref, type FacetChoice, type FacetGroup } from '@folio/core';
import { focusRingStyle } from '../../lib/theme/themePrimitives';

export interface FacetFiltersProps {
  /** The group's heading, e.g. "Filter scans". */
  title: string;
  /** The unfiltered list's path, e.g. /scans. */
  path: string;
  groups: FacetGroup[];
  choice: FacetChoice;
  /** What the list shows, e.g. "12 of 60 scans"; announced when it changes. */
  summary: string;
}

const Panel = styled('nav')(({ theme }) => ({
  borderTop: `1px solid ${theme.palette.divider}`,
  borderBottom: `1px solid ${theme.palette.divider}`,
  padding: theme.spacing(2, 0),
  marginBottom: theme.spacing(4),
}));

const PanelTitle = styled('h2')(({ theme }) => ({
  ...theme.typography.button,
  fontSize: '0.85rem',
  textTransform: 'uppercase',
  margin: theme.spacing(0, 0, 1.5),
}));

const Group = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5, 2),
  marginBottom: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '11rem 1fr', alignItems: 'baseline' },
}));

const GroupTitle = styled('h3')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 700,
  color: theme.palette.text.secondary,
  margin: 0,
}));

const Values = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** A value as a plain link, so the choice works without JavaScript and lives in the URL. */
const ValueLink = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.body2,
  display: 'inline-block',
  minHeight: 32,
  padding: theme.spacing(0.5, 1.25),
  border: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '&:hover': {
    borderColor: theme.palette.primary.main,
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
  },
  '&[aria-current]': {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '&:focus-visible': focusRingStyle(theme),
}));

/**
 * A long group (the designers) folds behind a disclosure unless one of its values is chosen; a decade's
 * ten years always show.
 */
const COLLAPSE_AFTER = 10;

const More = styled('details')(({ theme }) => ({
  '& > summary': {
    ...theme.typography.body2,
    cursor: 'pointer',
    width: 'fit-content',
    minHeight: 32,
    paddingBlock: theme.spacing(0.5),
    textDecoration: 'underline',
    '&:focus-visible': focusRingStyle(theme),
  },
  '&[open] > summary': { marginBottom: theme.spacing(1) },
  // The summary names what it does next, without scripts: hidden text is neither shown nor read.
  '&[open] > summary > .when-closed, &:not([open]) > summary > .when-open': { display: 'none' },
}));

const Count = styled('span')({ fontVariantNumeric: 'tabular-nums' });

const Hidden = styled('span')(visuallyHidden);

const Summary = styled('p')(({ theme }) => ({ ...theme.typography.body2, margin: theme.spacing(2, 0, 0) }));

const ChosenList = styled(Values)(({ theme }) => ({ alignItems: 'center', marginTop: theme.spacing(2) }));

const TextLink = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.primary,
  textDecoration: 'underline',
  '&:focus-visible': focusRingStyle(theme),
}));

/**
 * The facets of a list as groups of links (each value with the number of items it would show), and the
 * chosen values, each with a link that removes it, and one that clears them all. Every link is the list's
 * own URL with other parameters, so the choice can be shared, works without JavaScript and is rendered on
 * the server; the chosen value of a group carries aria-current.
 */
export function FacetFilters({ title, path, groups, choice, summary }: FacetFiltersProps) {
  const id = useId();
  const shown = groups.filter((group) => group.values.length > 0);
  const chosen = groups.filter((group) => group.chosen);
  const href = (key: string, value: string | null) => facetHref(path, groups, choice, key, value);
  const values = (group: FacetGroup) => (
    <Values>
      {group.values.map((value) => (
        <li key={value.value}>
          <ValueLink
            to={href(group.key, value.value)}
            aria-current={group.chosen?.value === value.value ? 'page' : undefined}
            preventScrollReset
          >
            {value.label} <Count>({value.count})</Count>
          </ValueLink>
        </li>
      ))}
    </Values>
  );
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{title}</PanelTitle>
      {shown.map((group) => (
        <Group key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
          <GroupTitle id={`${id}-${group.key}`}>{group.label}</GroupTitle>
          {group.values.length > COLLAPSE_AFTER ? (
            // Open while one of its values is chosen; kept as the same element so the focus stays on a chosen link.
            <More open={group.chosen !== null}>
              <summary>
                <span className="when-closed">Show all {group.values.length}</span>
                <span className="when-open">Show fewer</span>
              </summary>
              {values(group)}
            </More>
          ) : (
            values(group)
          )}
        </Group>
      ))}
      {chosen.length > 0 && (
        <ChosenList aria-label="Chosen filters">
          {chosen.map((group) => (
            <li key={group.key}>
              <ValueLink to={href(group.key, null)} preventScrollReset>
                <Hidden>Remove </Hidden>
                {group.label}: {group.chosen!.label} <span aria-hidden="true">✕</span>
              </ValueLink>
            </li>
          ))}
          <li>
            <TextLink to={path} preventScrollReset>
              Clear all filters
            </TextLink>
          </li>
        </ChosenList>
      )}
      <Summary role="status">{summary}</Summary>
    </Panel>
  );
}

/** Shown instead of a list when the chosen values leave nothing: says so, with the way back. */
export function FacetsEmpty({ message, path }: { message: string; path: string }) {
  return (
    <p>
      {message} <TextLink to={path}>Clear all filters</TextLink>
    </p>
  );
}
