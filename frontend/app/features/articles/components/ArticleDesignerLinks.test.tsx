/** Designer names in an article's text link to the designer's page: the first mention of each (record 183). */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import type { DesignerLink } from '../../../lib/content/designers';
import { ArticleBlocks } from './ArticleBlocks';
import { ArticleDesigners } from './ArticleDesigners';

const CDG: DesignerLink = { name: 'Comme des Garçons', slug: 'comme-des-garçons', path: '/scans/comme-des-garçons' };
const GARCONS: DesignerLink = { name: 'Garçons', slug: 'garçons', path: '/archives/garçons' };
const APC: DesignerLink = { name: 'A.P.C.', slug: 'a.p.c.', path: '/scans/a.p.c.' };
const designers = [CDG, GARCONS, APC];

const renderBlocks = (blocks: string[]) =>
  renderWithProviders(<ArticleBlocks blocks={blocks} designers={designers} />).container;

const designerLinks = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

describe('designer links in article text', () => {
  it('links the first mention of each designer, across blocks, to their page', () => {
    const container = renderBlocks([
      'Early comme des garcons catalogues, then A.P.C. in 1994.',
      'More Comme des Garçons and A.P.C. later.',
    ]);
    expect(designerLinks(container)).toEqual([
      ['comme des garcons', CDG.path],
      ['A.P.C.', APC.path],
    ]);
    expect(container.textContent).toContain('More Comme des Garçons and A.P.C. later.');
  });

  it('keeps the longer name where two overlap, and links the shorter where it stands alone', () => {
    const container = renderBlocks(['Comme des Garçons first; Garçons alone after.']);
    expect(designerLinks(container)).toEqual([
      ['Comme des Garçons', CDG.path],
      ['Garçons', GARCONS.path],
    ]);
  });

  it('leaves headings and existing links alone and links the next mention instead', () => {
    const container = renderBlocks([
      '## Comme des Garçons',
      'See [Comme des Garçons scans](/scans/comme-des-garçons/six-issue-1).',
      '*Catalogue by Comme des Garçons, 1988.*',
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Comme des Garçons');
    expect(screen.getByRole('heading', { level: 2 }).querySelector('a')).toBeNull();
    expect(designerLinks(container)).toEqual([
      ['Comme des Garçons scans', encodeURI('/scans/comme-des-garçons/six-issue-1')],
      ['Comme des Garçons', CDG.path],
    ]);
    expect(container.querySelector('em a')).toHaveTextContent('Comme des Garçons');
  });

  it('links nothing in an article without designers, nor inside a word', () => {
    expect(designerLinks(renderBlocks(['Ungarçons and garçonsy.']))).toEqual([]);
    const plain = renderWithProviders(<ArticleBlocks blocks={['Comme des Garçons.']} />).container;
    expect(plain.querySelector('a')).toBeNull();
  });
});

describe('ArticleDesigners', () => {
  it('lists every designer of the article, linked, under a heading', () => {
    renderWithProviders(<ArticleDesigners designers={[CDG, APC]} />);
    const nav = screen.getByRole('navigation', { name: 'Designers in this article' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [CDG.name, CDG.path],
      [APC.name, APC.path],
    ]);
  });

  it('is left out when the article mentions none', () => {
    const { container } = renderWithProviders(<ArticleDesigners designers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
