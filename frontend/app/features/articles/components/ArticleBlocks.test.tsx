import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { ArticleBlocks } from './ArticleBlocks';

const render = (blocks: string[]) => renderWithProviders(<ArticleBlocks blocks={blocks} />).container;

describe('ArticleBlocks', () => {
  it('renders ## headings, **bold** questions, *italic* captions and --- rules', () => {
    const container = render(['## Scanning', '**How do you scan a catalogue?**', '*Photograph: the archive*', '---']);
    expect(screen.getByRole('heading', { level: 2, name: 'Scanning' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('How do you scan a catalogue?');
    expect(container.querySelector('em')).toHaveTextContent('Photograph: the archive');
    expect(container.querySelector('hr')).toBeInTheDocument();
  });

  it('turns literal "\\n" markers into line breaks', () => {
    const container = render(['**Question?**\\nAnswer on the next line.']);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.querySelector('strong')?.nextElementSibling?.tagName).toBe('BR');
    expect(paragraph).toHaveTextContent('Question? Answer on the next line.');
    expect(paragraph.textContent).not.toContain('\\n');
  });

  it('opens external links in a new tab, safely', () => {
    render(['Listed on the [Internet Archive](https://archive.org).']);
    const link = screen.getByRole('link', { name: 'Internet Archive' });
    expect(link).toHaveAttribute('href', 'https://archive.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps internal links in the site', () => {
    render(['*Read [Part 1](/articles/in-conversation-part-1) first.*']);
    const link = screen.getByRole('link', { name: 'Part 1' });
    expect(link).toHaveAttribute('href', '/articles/in-conversation-part-1');
    expect(link).not.toHaveAttribute('target');
  });

  it('never renders raw HTML or script URLs from the CMS', () => {
    const container = render([
      'Hello <script>window.hacked = true</script><img src=x onerror="window.hacked = true"> world',
      '[click](javascript:alert(1))',
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("renders the CMS toolbar's ~~strikethrough~~ and <u>underline</u>, and leaves a single tilde alone", () => {
    const container = render(['Price ~~200~~ 150, <u>signed</u> by the designer, ~1990.']);
    expect(container.querySelector('del')).toHaveTextContent('200');
    expect(container.querySelector('u')).toHaveTextContent('signed');
    expect(container.querySelector('p')).toHaveTextContent('Price 200 150, signed by the designer, ~1990.');
    expect(container.textContent).not.toMatch(/~~|<\/?u>/);
  });

  it('underlines only a matched <u> pair and keeps dropping other HTML inside it', () => {
    const container = render(['<u>**bold** and <b>tag</b></u> then <u>unclosed']);
    const underline = container.querySelector('u')!;
    expect(underline.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('u')).toHaveLength(1);
    expect(container.querySelector('p')).toHaveTextContent('bold and tag then unclosed');
  });
});
