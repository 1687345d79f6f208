import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyFacets, type FacetDefinition } from '@folio/core';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FacetFilters } from './FacetFilters';

/** Twelve designers, one more entry each than the one before. */
const items = Array.from({ length: 12 }, (_, i) => i).flatMap((i) =>
  Array.from({ length: i + 1 }, () => ({ designer: `Designer ${i + 1}` })),
);
const definitions: FacetDefinition<(typeof items)[number]>[] = [
  {
    key: 'designer',
    label: 'Designer or brand',
    valueOf: (item) => ({ value: `d${item.designer.slice(9)}`, label: item.designer }),
  },
];

function renderFilters(choice: Record<string, string>) {
  const { groups } = applyFacets(definitions, items, choice);
  renderWithProviders(
    <FacetFilters title="Filter scans" path="/scans" groups={groups} choice={choice} summary="Showing all" />,
  );
  return within(screen.getByRole('group', { name: 'Designer or brand' }));
}

describe('FacetFilters', () => {
  it('folds a long group behind a closed disclosure while none of its values is chosen', () => {
    const group = renderFilters({});
    const details = group.getByText('Show all 12').closest('details')!;
    expect(details.open).toBe(false);
    expect(group.getAllByRole('link', { hidden: true })).toHaveLength(12);
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).toBeNull();
  });

  it('names what its summary does next: all of them while closed, fewer while open', async () => {
    const group = renderFilters({});
    const showAll = group.getByText('Show all 12');
    const showFewer = group.getByText('Show fewer');
    const summary = showAll.closest('summary')!;
    expect([showAll, showFewer].map((text) => text.closest('summary'))).toEqual([summary, summary]);
    expect(showAll).toBeVisible();
    expect(showFewer).not.toBeVisible();
    await userEvent.click(summary);
    expect(summary.closest('details')!.open).toBe(true);
    expect(showAll).not.toBeVisible();
    expect(showFewer).toBeVisible();
    await userEvent.click(summary);
    expect(summary.closest('details')!.open).toBe(false);
    expect(showAll).toBeVisible();
  });

  it('opens it on a chosen value, marked current, with a link removing it', () => {
    const group = renderFilters({ designer: 'd3' });
    expect(group.getByText('Show all 12').closest('details')!.open).toBe(true);
    expect(group.getByText('Show fewer')).toBeVisible();
    const current = group.getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Designer 3 (3)');
    expect(current.getAttribute('href')).toBe('/scans?designer=d3');
    const chosen = within(screen.getByRole('list', { name: 'Chosen filters' }));
    expect(chosen.getByRole('link', { name: 'Remove Designer or brand: Designer 3' }).getAttribute('href')).toBe(
      '/scans',
    );
  });
});
