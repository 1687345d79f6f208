import { entryRightsUri, iiifRightsError, iiifRightsLabel, iiifRightsUri } from './rights';

describe('IIIF rights statements', () => {
  it.each([
    ['http://rightsstatements.org/vocab/InC-EDU/1.0/', 'http://rightsstatements.org/vocab/InC-EDU/1.0/'],
    ['https://rightsstatements.org/vocab/inc-edu/1.0', 'http://rightsstatements.org/vocab/InC-EDU/1.0/'],
    [' http://rightsstatements.org/vocab/NoC-US/1.0/ ', 'http://rightsstatements.org/vocab/NoC-US/1.0/'],
    ['https://creativecommons.org/licenses/by/4.0/', 'http://creativecommons.org/licenses/by/4.0/'],
    [
      'https://www.creativecommons.org/licenses/by-nc-sa/3.0/de/',
      'http://creativecommons.org/licenses/by-nc-sa/3.0/de/',
    ],
    ['http://creativecommons.org/publicdomain/zero/1.0/', 'http://creativecommons.org/publicdomain/zero/1.0/'],
    ['https://creativecommons.org/publicdomain/mark/1.0', 'http://creativecommons.org/publicdomain/mark/1.0/'],
  ])('accepts %s as %s', (value, canonical) => {
    expect(iiifRightsUri(value)).toBe(canonical);
    expect(iiifRightsError('Rights statement (IIIF)', value)).toBeNull();
  });

  it.each([
    'InC',
    'InC-OW-EU',
    'InC-EDU',
    'InC-NC',
    'InC-RUU',
    'NoC-CR',
    'NoC-NC',
    'NoC-OKLR',
    'NoC-US',
    'CNE',
    'UND',
    'NKC',
  ])('knows the RightsStatements.org statement %s', (statement) => {
    expect(iiifRightsUri(`http://rightsstatements.org/vocab/${statement}/1.0/`)).toBe(
      `http://rightsstatements.org/vocab/${statement}/1.0/`,
    );
  });

  it.each([
    'In Copyright',
    'https://example.com/licence',
    'http://rightsstatements.org/vocab/InC-EDU/2.0/',
    'http://rightsstatements.org/vocab/Copyrighted/1.0/',
    'http://rightsstatements.org/page/InC-EDU/1.0/',
    'https://creativecommons.org/licenses/by/5.0/',
    'https://creativecommons.org/licenses/by-everything/4.0/',
    'https://creativecommons.org/licenses/by/4.0/?lang=de',
    'https://creativecommons.org.evil.example/licenses/by/4.0/',
    'javascript:alert(1)//creativecommons.org/licenses/by/4.0/',
    'ftp://creativecommons.org/licenses/by/4.0/',
    'https://creativecommons.org/publicdomain/zero/2.0/',
  ])('refuses %s with a message naming the field and examples', (value) => {
    expect(iiifRightsUri(value)).toBeNull();
    expect(iiifRightsError('Rights statement (IIIF)', value)).toBe(
      'Rights statement (IIIF) must be the address of a RightsStatements.org statement (for example http://rightsstatements.org/vocab/InC-EDU/1.0/) or of a Creative Commons license or public domain tool (for example https://creativecommons.org/licenses/by/4.0/): IIIF viewers accept no other.',
    );
  });

  it('lets the field stay empty and refuses what is not text', () => {
    expect(iiifRightsError('Rights', '')).toBeNull();
    expect(iiifRightsError('Rights', null)).toBeNull();
    expect(iiifRightsError('Rights', undefined)).toBeNull();
    expect(iiifRightsError('Rights', 42)).not.toBeNull();
  });

  it.each([
    ['https://rightsstatements.org/vocab/inc-edu/1.0', 'In Copyright – Educational Use Permitted'],
    ['http://rightsstatements.org/vocab/NoC-US/1.0/', 'No Copyright – United States'],
    ['http://rightsstatements.org/vocab/NKC/1.0/', 'No Known Copyright'],
    ['https://creativecommons.org/licenses/by-nc/4.0/', 'CC BY-NC 4.0'],
    ['https://creativecommons.org/licenses/by-nc-sa/3.0/de/', 'CC BY-NC-SA 3.0 DE'],
    ['https://creativecommons.org/publicdomain/zero/1.0/', 'CC0 1.0 Universal'],
    ['https://creativecommons.org/publicdomain/mark/1.0/', 'Public Domain Mark 1.0'],
  ])('names %s as "%s"', (value, label) => {
    expect(iiifRightsLabel(value)).toBe(label);
  });

  it('names no statement IIIF does not allow', () => {
    expect(iiifRightsLabel('https://example.com/licence')).toBeNull();
  });

  it("takes an entry's own allowed statement, canonical, and the library's otherwise", () => {
    const library = 'http://rightsstatements.org/vocab/InC-EDU/1.0/';
    expect(entryRightsUri('https://creativecommons.org/licenses/by/4.0', library)).toBe(
      'http://creativecommons.org/licenses/by/4.0/',
    );
    expect(entryRightsUri(null, library)).toBe(library);
    expect(entryRightsUri('', library)).toBe(library);
    expect(entryRightsUri('In Copyright', library)).toBe(library);
  });
});
