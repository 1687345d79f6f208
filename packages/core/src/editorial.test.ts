import { coverAltTextError, isWebAddress, webAddressError, yearPublishedError } from './editorial';

describe('web addresses', () => {
  it.each(['https://example.com', 'http://example.com/path?q=1', 'https://www.instagram.com/folio/'])(
    'accepts %s',
    (value) => expect(isWebAddress(value)).toBe(true),
  );

  it.each([
    'not a url',
    'example.com',
    'javascript:alert(1)',
    'mailto:team@example.com',
    'ftp://example.com',
    'https://exa mple.com',
    'https://',
  ])('refuses %s', (value) => expect(isWebAddress(value)).toBe(false));

  it('lets an optional link stay empty and names the field in its message', () => {
    expect(webAddressError('Donate link', '')).toBeNull();
    expect(webAddressError('Donate link', null)).toBeNull();
    expect(webAddressError('Donate link', ' https://example.com ')).toBeNull();
    expect(webAddressError('Donate link', 'not a url')).toBe(
      'Donate link must be a web address starting with http:// or https:// (for example https://example.com).',
    );
    expect(webAddressError('Donate link', 42)).not.toBeNull();
  });
});

describe('publication years', () => {
  it('accepts 1800 to 2100 and an empty year', () => {
    for (const value of [1800, 1999, 2100, '1999', null, undefined, '']) {
      expect(yearPublishedError('Year', value)).toBeNull();
    }
  });

  it('refuses years out of range, fractions and words, naming the range', () => {
    for (const value of [1700, 1799, 2101, 1999.5, 'nineteen', Number.NaN]) {
      expect(yearPublishedError('Year', value)).toBe(
        'Year must be a whole year from 1800 to 2100, or empty when unknown.',
      );
    }
  });
});

describe('alternative text', () => {
  it('accepts a cover whose image has alternative text', () => {
    expect(coverAltTextError('Cover', 'Front cover: a model in a red coat')).toBeNull();
  });

  it.each([null, undefined, '', '   '])('refuses a cover image without it (%p), naming the field', (value) => {
    expect(coverAltTextError('Cover', value)).toMatch(/^Cover: the chosen image has no alternative text\./);
  });
});
