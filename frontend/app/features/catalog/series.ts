// The rules are in docs/decisions/184-related-items.md.
import { compareTitles } from '@folio/core';
import { inOrder } from '../../lib/related';

export type SeriesMarker = 'issue' | 'volume' | 'number' | 'part';

export interface SeriesTitle {
  name: string;
  marker: SeriesMarker;
  number: number;
  total: number | null;
}

const MARKER_WORDS: Record<string, SeriesMarker> = {
  issue: 'issue',
  iss: 'issue',
  vol: 'volume',
  volume: 'volume',
  no: 'number',
  nr: 'number',
  number: 'number',
  '#': 'number',
  part: 'part',
  pt: 'part',
};

const MARKED =
  /^(.*?)[\s,:;(–—-]*(?:\b(issue|iss|vol|volume|no|nr|number|part|pt)\.?\s*|#\s*)(\d{1,4})(?:\s*(?:of|\/)\s*(\d{1,4}))?\)?(?:\s*[:–—-]\s+\S.*)?[\s.]*$/i;

// Four digits would be a year.
const BARE = /^(.*\S)[\s,:;–—-]+(\d{1,3})[\s.]*$/;

const looksLikeYear = (digits: string) => digits.length === 4 && Number(digits) >= 1800 && Number(digits) <= 2099;

const cleanName = (name: string) => name.replace(/[\s,:;(–—-]+$/, '').trim();

export function parseSeriesTitle(title: string): SeriesTitle | null {
  const marked = MARKED.exec(title.trim());
  if (marked && !looksLikeYear(marked[3])) {
    const total = marked[4] ? Number(marked[4]) : null;
    const number = Number(marked[3]);
    return {
      name: cleanName(marked[1]),
      marker: MARKER_WORDS[(marked[2] ?? '#').toLowerCase()],
      number,
      total: total !== null && total >= number ? total : null,
    };
  }
  const bare = BARE.exec(title.trim());
  if (bare) return { name: cleanName(bare[1]), marker: 'number', number: Number(bare[2]), total: null };
  return null;
}

const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const MARKER_LABELS: Record<SeriesMarker, string> = { issue: 'Issue', volume: 'Volume', number: 'No.', part: 'Part' };

export interface SeriesEntry {
  id: string;
  title: string;
  designerorbrand: { slug: string };
}

export interface SeriesPosition<T> {
  name: string;
  label: string;
  previous: T | null;
  next: T | null;
}

export function seriesOf<T extends SeriesEntry>(
  entry: T,
  entries: readonly T[],
): { members: T[]; position: SeriesPosition<T> } | null {
  const own = parseSeriesTitle(entry.title);
  if (!own) return null;
  const key = nameKey(own.name);
  // A series never spans two designers.
  const members = entries
    .filter((candidate) => candidate.designerorbrand.slug === entry.designerorbrand.slug)
    .map((candidate) => ({ candidate, parsed: parseSeriesTitle(candidate.title) }))
    .filter(({ parsed }) => parsed !== null && parsed.marker === own.marker && nameKey(parsed.name) === key) as {
    candidate: T;
    parsed: SeriesTitle;
  }[];
  if (members.length < 2) return null;
  members.sort(
    inOrder(
      (a, b) => a.parsed.number - b.parsed.number,
      (a, b) => compareTitles(a.candidate.title, b.candidate.title),
      (a, b) => compareTitles(a.candidate.id, b.candidate.id),
    ),
  );
  const index = members.findIndex(({ candidate }) => candidate.id === entry.id);
  // The series is as long as a title says it is, or else as its highest number in the library.
  const total = Math.max(...members.map(({ parsed }) => Math.max(parsed.total ?? 0, parsed.number)));
  return {
    members: members.map(({ candidate }) => candidate),
    position: {
      name: own.name,
      label: `${MARKER_LABELS[own.marker]} ${own.number} of ${total}`,
      previous: index > 0 ? members[index - 1].candidate : null,
      next: index < members.length - 1 ? members[index + 1].candidate : null,
    },
  };
}
