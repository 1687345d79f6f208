import CssBaseline from '@mui/material/CssBaseline';
import { screen, within } from '@testing-library/react';
import { scans } from '../../../../test/fixtures/catalog';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { toEntryCard } from '../cards';
import { groupByDesigner } from '../../../lib/content/groups';
import { ink } from '../../../lib/theme/themePrimitives';
import { DesignerIndex } from './DesignerIndex';
import { DesignerSection } from './DesignerSection';

/** The scans list's parts as the page draws them: plain elements styled by the theme's global rules. */
function renderList() {
  const groups = groupByDesigner('scans', scans, toEntryCard);
  renderWithProviders(
    <>
      <CssBaseline />
      <DesignerIndex designers={groups} label="Scans: collections A-Z" />
      {groups.map((group, index) => (
        <DesignerSection key={group.slug} group={group} typeLabel="Scans" priorityCount={index === 0 ? 2 : 0} />
      ))}
    </>,
  );
  return groups;
}

describe('DesignerSection and DesignerIndex', () => {
  it("lists each designer's entries under a heading, with a link to the designer's page and jump links to it", () => {
    const [first] = renderList();
    const section = screen.getByRole('region', { name: first.title });
    expect(within(section).getByRole('link', { name: `All Scans by ${first.title}` })).toHaveAttribute(
      'href',
      first.path,
    );
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(first.entries.length);
    const [entry] = first.entries;
    // Cover and title are one link, named by the title (the cover is decorative there).
    const cardLink = within(cards[0]).getByRole('link', { name: entry.title });
    expect(cardLink).toHaveAttribute('href', entry.path);
    expect(within(cardLink).getByRole('heading', { level: 3, name: entry.title })).toBeInTheDocument();
    expect(within(cardLink).getByRole('presentation')).toHaveAttribute('alt', '');
    const index = screen.getByRole('navigation', { name: 'Scans: collections A-Z' });
    const jumpTarget = within(index).getByRole('link', { name: first.title }).getAttribute('href')!;
    expect(document.getElementById(jumpTarget.slice(1))).toBe(within(section).getByRole('heading', { level: 2 }));
  });

  it('draws them with the theme: the class names the components use have rules in its global styles', () => {
    const [first] = renderList();
    const section = screen.getByRole('region', { name: first.title });
    const grid = within(section).getByRole('list');
    expect(getComputedStyle(grid).display).toBe('grid');
    expect(getComputedStyle(grid).listStyle).toBe('none');
    const title = within(section).getAllByRole('heading', { level: 3 })[0];
    expect(getComputedStyle(title).fontWeight).toBe('700');
    expect(getComputedStyle(title).fontSize).toBe('0.95rem');
    const caption = section.querySelector('li p')!;
    expect(getComputedStyle(caption).color).toBe(hexToRgb(ink[500]));
    const heading = within(section).getByRole('heading', { level: 2 });
    expect(getComputedStyle(heading).fontSize).toBe('1.6rem');
    const jumpLink = within(screen.getByRole('navigation')).getAllByRole('link')[0];
    expect(getComputedStyle(jumpLink).borderStyle).toBe('solid');
  });
});

function hexToRgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
