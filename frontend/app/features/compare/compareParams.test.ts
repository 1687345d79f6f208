import { comparePath, parseSide } from './compareParams';

describe('compare parameters', () => {
  it.each([
    ['scans/comme-des-garcons/six-issue-1@3', { path: '/scans/comme-des-garcons/six-issue-1', page: 3 }],
    ['/archives/a.p.c./autumn-winter-1994', { path: '/archives/a.p.c./autumn-winter-1994', page: 1 }],
    ['scans/yohji/a@b@2', { path: '/scans/yohji/a@b', page: 2 }],
    ['scans/comme-des-garçons/six-(1),-paris@12', { path: '/scans/comme-des-garçons/six-(1),-paris', page: 12 }],
  ])('reads %s', (value, side) => {
    expect(parseSide(value)).toEqual(side);
  });

  it.each([null, '', 'articles/a/b@1', 'scans/a@1', 'scans/a/b/c@1', 'scans/a/b@0'])('refuses %p', (value) => {
    expect(parseSide(value)).toBeNull();
  });

  it('writes a readable address, leaving out a side not chosen', () => {
    expect(
      comparePath({
        left: { path: '/scans/comme-des-garcons/six-issue-1', page: 3 },
        right: { path: '/archives/a.p.c./autumn-winter-1994', page: 1 },
      }),
    ).toBe('/compare?left=scans/comme-des-garcons/six-issue-1@3&right=archives/a.p.c./autumn-winter-1994@1');
    expect(comparePath({ left: { path: '/scans/a/b', page: 2 }, right: null })).toBe('/compare?left=scans/a/b@2');
    expect(
      parseSide(
        new URLSearchParams(comparePath({ left: { path: '/scans/a&b/c', page: 2 } }).split('?')[1]).get('left'),
      ),
    ).toEqual({ path: '/scans/a&b/c', page: 2 });
  });
});
