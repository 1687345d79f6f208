// Presentation 3 allows only these URIs (https://iiif.io/api/presentation/3.0/#rights), each written as its publisher
// defines it: http, with the trailing slash.
export const RIGHTS_STATEMENTS = [
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
] as const;

const CC_LICENSES = ['by', 'by-sa', 'by-nd', 'by-nc', 'by-nc-sa', 'by-nc-nd'];
const CC_VERSIONS = ['1.0', '2.0', '2.1', '2.5', '3.0', '4.0'];

export function iiifRightsUri(value: string): string | null {
  const match = /^https?:\/\/(?:www\.)?(rightsstatements\.org|creativecommons\.org)(\/[^\s?#]*?)\/?$/i.exec(
    value.trim(),
  );
  if (!match) return null;
  const host = match[1].toLowerCase();
  const path = match[2];
  if (host === 'rightsstatements.org') {
    const statement = /^\/vocab\/([A-Za-z-]+)\/1\.0$/.exec(path)?.[1];
    const known = RIGHTS_STATEMENTS.find((name) => name.toLowerCase() === statement?.toLowerCase());
    return known ? `http://rightsstatements.org/vocab/${known}/1.0/` : null;
  }
  const license = /^\/licenses\/([a-z-]+)\/(\d\.\d)(\/[a-z]{2}(?:-[a-z]{2})?)?$/.exec(path.toLowerCase());
  if (license && CC_LICENSES.includes(license[1]) && CC_VERSIONS.includes(license[2]))
    return `http://creativecommons.org/licenses/${license[1]}/${license[2]}${license[3] ?? ''}/`;
  const tool = /^\/publicdomain\/(zero|mark)\/1\.0$/.exec(path.toLowerCase());
  return tool ? `http://creativecommons.org/publicdomain/${tool[1]}/1.0/` : null;
}

const STATEMENT_LABELS: Record<(typeof RIGHTS_STATEMENTS)[number], string> = {
  InC: 'In Copyright',
  'InC-OW-EU': 'In Copyright – EU Orphan Work',
  'InC-EDU': 'In Copyright – Educational Use Permitted',
  'InC-NC': 'In Copyright – Non-Commercial Use Permitted',
  'InC-RUU': 'In Copyright – Rights-holder(s) Unlocatable or Unidentifiable',
  'NoC-CR': 'No Copyright – Contractual Restrictions',
  'NoC-NC': 'No Copyright – Non-Commercial Use Only',
  'NoC-OKLR': 'No Copyright – Other Known Legal Restrictions',
  'NoC-US': 'No Copyright – United States',
  CNE: 'Copyright Not Evaluated',
  UND: 'Copyright Undetermined',
  NKC: 'No Known Copyright',
};

/** The name its publisher gives a statement, e.g. "In Copyright – Educational Use Permitted" or "CC BY-NC 4.0". */
export function iiifRightsLabel(value: string): string | null {
  const uri = iiifRightsUri(value);
  if (!uri) return null;
  const statement = /^http:\/\/rightsstatements\.org\/vocab\/([A-Za-z-]+)\/1\.0\/$/.exec(uri)?.[1];
  if (statement) return STATEMENT_LABELS[statement as keyof typeof STATEMENT_LABELS];
  const license = /^http:\/\/creativecommons\.org\/licenses\/([a-z-]+)\/(\d\.\d)\/(?:([a-z-]+)\/)?$/.exec(uri);
  if (license) {
    const port = license[3] ? ` ${license[3].toUpperCase()}` : '';
    return `CC ${license[1].toUpperCase()} ${license[2]}${port}`;
  }
  return uri.includes('/zero/') ? 'CC0 1.0 Universal' : 'Public Domain Mark 1.0';
}

/** An entry's own statement when it has an allowed one, else the library's. */
export function entryRightsUri(entryRights: string | null | undefined, libraryRights: string): string {
  return iiifRightsUri(entryRights ?? '') ?? libraryRights;
}

export function iiifRightsError(label: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && iiifRightsUri(value) !== null) return null;
  return (
    `${label} must be the address of a RightsStatements.org statement ` +
    '(for example http://rightsstatements.org/vocab/InC-EDU/1.0/) or of a Creative Commons license or ' +
    'public domain tool (for example https://creativecommons.org/licenses/by/4.0/): IIIF viewers accept no other.'
  );
}
