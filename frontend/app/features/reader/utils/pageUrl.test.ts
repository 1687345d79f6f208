import { isPageTurnOnly } from './pageUrl';

const change = (from: string, to: string) =>
  isPageTurnOnly({ currentUrl: new URL(from, 'http://folio.test'), nextUrl: new URL(to, 'http://folio.test') });

describe('isPageTurnOnly', () => {
  it('is true when only the page changes, appears or goes', () => {
    expect(change('/scans/a/b?page=2', '/scans/a/b?page=3')).toBe(true);
    expect(change('/scans/a/b', '/scans/a/b?page=2')).toBe(true);
    expect(change('/scans/a/b?ref=x&page=4', '/scans/a/b?page=1&ref=x')).toBe(true);
  });

  it('is false for another entry or another search parameter', () => {
    expect(change('/scans/a/b?page=2', '/scans/a/c?page=3')).toBe(false);
    expect(change('/scans/a/b?page=2', '/scans/a/b?page=3&ref=x')).toBe(false);
  });
});
