import {
  bibtexCitation,
  chicagoCitation,
  citationKey,
  cslJsonCitation,
  cslJsonText,
  locatorText,
  mlaCitation,
  type CitationSource,
} from './citation';

const source: CitationSource = {
  kind: 'scans',
  title: 'Six Issue 10',
  designerOrBrand: 'Comme des Garçons',
  yearPublished: 1991,
  siteName: 'Folio',
  page: 3,
  region: { x: 120, y: 80, width: 400, height: 300 },
  url: 'https://folio.example/scans/comme-des-garçons/six-issue-10?page=3&region=120,80,400,300',
  rights: { uri: 'http://rightsstatements.org/vocab/InC-EDU/1.0/', label: 'In Copyright – Educational Use Permitted' },
  accessed: new Date('2026-12-02T18:00:00Z'),
};
const RIGHTS = 'Rights: In Copyright – Educational Use Permitted (http://rightsstatements.org/vocab/InC-EDU/1.0/).';

describe('citations of a region of a page', () => {
  it('name the page and the region in pixels', () => {
    expect(locatorText(source)).toBe('page 3, region x 120, y 80, 400 × 300 pixels');
    expect(locatorText({ ...source, kind: 'archives', region: null })).toBe('image 3');
  });

  it('read in Chicago style, with the date of access, the link and the rights', () => {
    expect(chicagoCitation(source)).toBe(
      `Comme des Garçons. Six Issue 10. 1991. Page 3, region x 120, y 80, 400 × 300 pixels. Folio. Accessed December 2, 2026. ${source.url}. ${RIGHTS}`,
    );
  });

  it('read in MLA style, months abbreviated, and say n.d. or leave out the year when unknown', () => {
    expect(mlaCitation(source)).toBe(
      `Comme des Garçons. Six Issue 10. Folio, 1991, p. 3, region x 120, y 80, 400 × 300 pixels, ${source.url}. Accessed 2 Dec. 2026. ${RIGHTS}`,
    );
    const undated = { ...source, yearPublished: null, accessed: new Date('2026-05-09T00:00:00Z') };
    expect(mlaCitation(undated)).toContain('Folio, p. 3,');
    expect(mlaCitation(undated)).toContain('Accessed 9 May 2026.');
    expect(chicagoCitation(undated)).toContain('Six Issue 10. n.d. Page 3');
  });

  it('make a BibTeX entry with TeX specials escaped, the brand as one name, and the URL as it is', () => {
    const odd = { ...source, designerOrBrand: 'Yohji & Co_', title: '100% {Denim} #2', url: 'https://x.example/a?b=1' };
    expect(bibtexCitation(odd)).toBe(
      [
        '@misc{yohjico1991100-p3,',
        '  author = {{Yohji \\& Co\\_}},',
        '  title = {100\\% \\{Denim\\} \\#2},',
        '  year = {1991},',
        '  howpublished = {Folio},',
        '  url = {https://x.example/a?b=1},',
        '  urldate = {2026-12-02},',
        `  note = {Page 3, region x 120, y 80, 400 × 300 pixels. ${RIGHTS}}`,
        '}',
      ].join('\n'),
    );
    expect(citationKey({ ...source, yearPublished: null })).toBe('commedesgarconsndsix-p3');
  });

  it('make a CSL-JSON item reference managers read', () => {
    expect(cslJsonCitation(source)).toEqual({
      id: 'commedesgarcons1991six-p3',
      type: 'book',
      title: 'Six Issue 10',
      author: [{ literal: 'Comme des Garçons' }],
      issued: { 'date-parts': [[1991]] },
      publisher: 'Folio',
      URL: source.url,
      accessed: { 'date-parts': [[2026, 12, 2]] },
      page: '3',
      note: 'Page 3, region x 120, y 80, 400 × 300 pixels',
      license: 'In Copyright – Educational Use Permitted (http://rightsstatements.org/vocab/InC-EDU/1.0/)',
    });
    const archive = JSON.parse(cslJsonText({ ...source, kind: 'archives', yearPublished: null, region: null }));
    expect(archive).toHaveLength(1);
    expect(archive[0]).toMatchObject({ type: 'graphic', note: 'Image 3' });
    expect(archive[0]).not.toHaveProperty('issued');
    expect(archive[0]).not.toHaveProperty('page');
  });
});
