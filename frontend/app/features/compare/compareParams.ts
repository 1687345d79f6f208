/** /compare?left=scans/<designer>/<title>@<page>&right=archives/<designer>/<title>@<page>: two pages side by side. */
export const COMPARE_PATH = '/compare';
export const SIDES = ['left', 'right'] as const;
export type Side = (typeof SIDES)[number];

export interface SideParam {
  /** The entry's path, as the catalog writes it: /scans/<designer>/<title>. */
  path: string;
  page: number;
}

const SIDE = /^(scans|archives)\/([^/]+)\/([^/@]+(?:@(?!\d+$)[^/@]*)*)(?:@(\d{1,6}))?$/;

/** null for anything but a scan or archive entry path, optionally with @ and a page number from 1. */
export function parseSide(value: string | null | undefined): SideParam | null {
  const match = SIDE.exec((value ?? '').trim().replace(/^\//, ''));
  if (!match) return null;
  const page = match[4] === undefined ? 1 : Number(match[4]);
  if (page < 1) return null;
  return { path: `/${match[1]}/${match[2]}/${match[3]}`, page };
}

export const formatSide = ({ path, page }: SideParam): string => `${path.replace(/^\//, '')}@${page}`;

/** The comparison's address. */
export function comparePath(sides: Partial<Record<Side, SideParam | null>>): string {
  const params = new URLSearchParams();
  for (const side of SIDES) {
    const value = sides[side];
    if (value) params.set(side, formatSide(value));
  }
  return `${COMPARE_PATH}${compareSearch(params)}`;
}

/** `?…` with slashes and @ as they are, so the address reads as what it compares. */
export function compareSearch(params: URLSearchParams): string {
  const search = params.toString().replace(/%2F/gi, '/').replace(/%40/gi, '@');
  return search ? `?${search}` : '';
}

/** Only the pages shown changed, on the same entries. */
export function isPageTurnOnly(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const entries = (url: URL) =>
    [
      ...SIDES.map((side) => parseSide(url.searchParams.get(side))?.path ?? ''),
      ...SIDES.map((side) => url.searchParams.get(`${side}Page`) ?? ''),
    ].join('\n');
  return entries(current) === entries(next);
}
