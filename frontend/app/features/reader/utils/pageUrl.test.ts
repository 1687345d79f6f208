import { isPageTurnOnly, searchString } from './pageUrl';

const change = (from: string, to: string) =>
  isPageTurnOnly({ currentUrl: new URL(from, 'http://folio.test'), nextUrl: new URL(to, 'http://folio.test') });

describe('isPageTurnOnly', () => {
  it('is true when only the page changes, appears or goes', () => {
    expect(change('/scans/a/b?page=2', '/scans/a/b?page=3')).toBe(true);
    expect(change('/scans/a/b', '/scans/a/b?page=2')).toBe(true);
    expect(change('/scans/a/b?ref=x&page=4', '/scans/a/b?page=1&ref=x')).toBe(true);
  });

  it('is true when only the zoomed region changes, appears or goes', () => {
    expect(change('/scans/a/b?page=2', '/scans/a/b?page=2&zoom=full')).toBe(true);
    expect(change('/scans/a/b?page=2&zoom=full', '/scans/a/b?page=2&zoom=10,20,300,400')).toBe(true);
    expect(change('/scans/a/b?page=2&zoom=10,20,300,400', '/scans/a/b?page=3')).toBe(true);
  });

  it('is true when only the search inside the entry changes, appears or goes (the reader fetches its hits)', () => {
    expect(change('/scans/a/b?page=2', '/scans/a/b?page=2&q=gabardine')).toBe(true);
    expect(change('/scans/a/b?q=gabardine', '/scans/a/b?q=tweed&page=4')).toBe(true);
    expect(change('/scans/a/b?q=tweed', '/scans/a/b')).toBe(true);
  });

  it('is false for another entry or another search parameter', () => {
    expect(change('/scans/a/b?page=2', '/scans/a/c?page=3')).toBe(false);
    expect(change('/scans/a/b?page=2', '/scans/a/b?page=3&ref=x')).toBe(false);
  });
});

describe('searchString', () => {
  it('leaves commas readable and still escapes what a query string must', () => {
    expect(searchString(new URLSearchParams({ page: '3', zoom: '410,1220,800,600' }))).toBe(
      '?page=3&zoom=410,1220,800,600',
    );
    expect(searchString(new URLSearchParams({ q: 'a&b c' }))).toBe('?q=a%26b+c');
    expect(new URLSearchParams(searchString(new URLSearchParams({ zoom: '1,2,3,4' }))).get('zoom')).toBe('1,2,3,4');
    expect(searchString(new URLSearchParams())).toBe('');
  });
});
