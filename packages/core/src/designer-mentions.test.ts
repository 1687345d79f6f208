import {
  articleDesigners,
  designerMatcher,
  findDesignerMentions,
  mentionedDesigners,
  type NamedDesigner,
} from './designer-mentions';

const designer = (name: string, slug: string): NamedDesigner => ({ name, slug });
const CDG = designer('Comme des Garçons', 'comme-des-garçons');
const GARCONS = designer('Garçons', 'garçons');
const APC = designer('A.P.C.', 'a.p.c.');
const PRADA = designer('Prada', 'prada');
const YOHJI = designer('Yohji Yamamoto', 'yohji-yamamoto');
const JPG = designer('Jean Paul Gaultier', 'jean-paul-gaultier');
const UNDERCOVER = designer('Undercover', 'undercover');
const matcher = designerMatcher([GARCONS, CDG, APC, PRADA, YOHJI, JPG, UNDERCOVER]);

/** The names found, as the text they cover and whose they are. */
const found = (text: string) =>
  findDesignerMentions(text, matcher).map(({ designer: { slug }, start, end }) => [text.slice(start, end), slug]);

describe('findDesignerMentions', () => {
  it('finds names whatever their case and accents, with offsets into the text as written', () => {
    expect(found('Early COMME DES GARCONS and comme des garçons.')).toEqual([
      ['COMME DES GARCONS', CDG.slug],
      ['comme des garçons', CDG.slug],
    ]);
  });

  it('keeps the longer of two overlapping names', () => {
    expect(found('Comme des Garçons, then Garçons alone.')).toEqual([
      ['Comme des Garçons', CDG.slug],
      ['Garçons', GARCONS.slug],
    ]);
  });

  it('matches whole words only', () => {
    expect(found('A Pradaesque coat, unprada, undercovered.')).toEqual([]);
    expect(found('Prada2 and 2Prada')).toEqual([]);
  });

  it('reads a possessive, a hyphenated name and names across line breaks', () => {
    expect(found("Yohji Yamamoto's catalogue")).toEqual([['Yohji Yamamoto', YOHJI.slug]]);
    expect(found('Jean-Paul Gaultier in Paris')).toEqual([['Jean-Paul Gaultier', JPG.slug]]);
    expect(found('Yohji\nYamamoto')).toEqual([['Yohji\nYamamoto', YOHJI.slug]]);
  });

  it('keeps the full stops of a name made of initials, with or without them in the text', () => {
    expect(found('A.P.C. made it. So did APC.')).toEqual([
      ['A.P.C.', APC.slug],
      ['APC', APC.slug],
    ]);
  });

  it('finds nothing without designers or text', () => {
    expect(findDesignerMentions('Prada', designerMatcher([]))).toEqual([]);
    expect(findDesignerMentions('', matcher)).toEqual([]);
  });
});

describe('mentionedDesigners', () => {
  it('counts each designer once, in order of first mention', () => {
    expect(mentionedDesigners(['Prada and Undercover.', 'More Prada.'], matcher)).toEqual([PRADA, UNDERCOVER]);
  });

  it('adds the designers the editor links and drops the ones they never link', () => {
    const overrides = { alsoLink: [YOHJI.slug], neverLink: [UNDERCOVER.slug] };
    expect(mentionedDesigners(['Prada went undercover.'], matcher, overrides)).toEqual([PRADA, YOHJI]);
  });

  it('lets "never link" win over "also link", and ignores slugs of designers without a page', () => {
    const overrides = { alsoLink: [PRADA.slug, 'nobody'], neverLink: [PRADA.slug] };
    expect(mentionedDesigners(['Nothing here.'], matcher, overrides)).toEqual([]);
  });
});

describe('articleDesigners', () => {
  const article = {
    title: 'Spotlight: Prada',
    description: 'Nylon, mostly.',
    blocks: ['## Yohji Yamamoto', 'See [the archive](/archives/undercover) and [A.P.C.](/scans/a.p.c.).'],
  };

  it("reads the title, summary, headings and a link's text, never a link's address", () => {
    expect(articleDesigners(article, matcher)).toEqual([PRADA, YOHJI, APC]);
  });

  it("applies the editor's choices", () => {
    const edited = { ...article, alsoLinkDesigners: [UNDERCOVER.slug], neverLinkDesigners: [PRADA.slug] };
    expect(articleDesigners(edited, matcher)).toEqual([YOHJI, APC, UNDERCOVER]);
  });
});
