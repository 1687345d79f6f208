import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { CONTACT_FORM_TYPES } from '@folio/core';
import { multipart, type RawRequest } from './raw-http';

/**
 * Generated hostile requests for the fuzz suite (fuzz.test.ts): every public write route and a sample of
 * read routes, in every spelling of their paths, with bodies of every content type and encoding, wrong
 * types, prototype keys, unicode, nulls, huge and nested values, multipart with and without files, and
 * broken bodies. A request is data (no socket, no token), so a failing one prints whole and replays from
 * the seed.
 */

export interface HostileRequest {
  /** What kind of request it is, for the summary and a failure's message. */
  kind: string;
  method: string;
  path: string;
  contentType?: string;
  /** The body before its Content-Encoding is applied (see toRawRequest). */
  payload?: Buffer;
  encoding: string;
  chunked: boolean;
  /** Sent with an editor's session (an admin upload). */
  asEditor: boolean;
  /** Files in a well-formed multipart body. */
  files: number;
}

/** A request as a failure prints it: huge bodies cut to their start. */
export function describeRequest(request: HostileRequest): string {
  const body = request.payload
    ? `, ${request.payload.length} bytes: ${JSON.stringify(request.payload.subarray(0, 300).toString('latin1'))}`
    : '';
  return `${request.method} ${request.path} (${request.kind})${body}`;
}

const printable = (request: HostileRequest): HostileRequest =>
  Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });

/** Stands for a real captcha pass in a generated body; the suite puts one in before sending. */
export const CAPTCHA_PASS = 'CAPTCHA-PASS-GOES-HERE';

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'then'];
const FIELD_KEYS = [
  'name',
  'email',
  'message',
  'recaptcha',
  'instagramHandle',
  'contributionType',
  'contributionHours',
];
const OTHER_KEYS = ['typeOfInquiry', 'formData', 'captchaPass', 'captcha', 'data', 'id', 'password', 'fileInfo', ''];

const WEIRD_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\u202e',
  '\ufeff',
  '𝒻ö𝓁ï𝑜 ✨',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\r\n\r\n',
  'null',
  '[object Object]',
  'general',
  'site improvements',
];

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.constantFrom(...WEIRD_TEXTS),
  fc.integer({ min: 300, max: 30_000 }).map((length) => 'x'.repeat(length)),
);

const key = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 3, arbitrary: fc.constantFrom(...FIELD_KEYS, ...OTHER_KEYS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -0, 2 ** 53 + 1, 5e-324),
);

/** JSON text, written by hand so that keys such as `__proto__` are in it as keys. */
const { json } = fc.letrec<{ json: string; array: string; object: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false', '{}', '[]'),
    number.map((value) => JSON.stringify(value)),
    text.map((value) => JSON.stringify(value)),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('json'), { maxLength: 6 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(key, tie('json')), { maxLength: 6 })
    .map((entries) => `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`),
}));

/** encodeURI, except that a lone surrogate (which it throws on) goes as the bytes no decoder takes. */
const looselyEncoded = (value: string) => {
  try {
    return encodeURI(value);
  } catch {
    return encodeURI(value.replace(/[\ud800-\udfff]/g, '')).concat('%ED%A0%80');
  }
};

/** Values too big or too deep for anything a form sends. */
const hugeJson = fc.oneof(
  fc.integer({ min: 1_000, max: 300_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => `${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => `[${Array(length).fill('{}').join(',')}]`),
  fc.integer({ min: 900_000, max: 1_300_000 }).map((length) => JSON.stringify({ email: 'e'.repeat(length) })),
);

const anyJson = fc.oneof({ weight: 20, arbitrary: json }, { weight: 1, arbitrary: hugeJson });

const entriesToJson = (entries: [string, string][]) =>
  `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`;

/** A field value the form never accepts for that field, whatever the others hold. */
const certainlyInvalid: Record<string, fc.Arbitrary<string>> = {
  name: fc.constantFrom('""', '"   "', '"a\\u0000b"', JSON.stringify('n'.repeat(101)), '{"toString":1}', '[]', 'null'),
  email: fc.oneof(
    fc.constantFrom('""', '"ada@example"', '{"toString":1}', '["a@b.co"]', 'null'),
    fc.string({ maxLength: 60 }).map((value) => JSON.stringify(value.replace(/@/g, ''))),
  ),
  message: fc.constantFrom('""', '"\\n\\t "', JSON.stringify('m'.repeat(281)), '"x\\u0000"', '{"valueOf":null}'),
  recaptcha: fc.constantFrom('false', 'null', '"no"', '0', '[]', '{}', '{"toString":1}', '"false"', '[[true]]'),
};

/** A contact submission that validation must refuse: one field certainly invalid, the rest anything. */
const hostileInquiry = fc
  .record({
    type: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...CONTACT_FORM_TYPES).map((type) => JSON.stringify(type)) },
      { weight: 1, arbitrary: json },
    ),
    broken: fc.constantFrom(...Object.keys(certainlyInvalid)),
    others: fc.array(fc.tuple(key, anyJson), { maxLength: 6 }),
    pass: fc.oneof({ weight: 3, arbitrary: fc.constant(JSON.stringify(CAPTCHA_PASS)) }, { weight: 1, arbitrary: json }),
    outerExtras: fc.array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), json), { maxLength: 2 }),
  })
  .chain(({ type, broken, others, pass, outerExtras }) =>
    certainlyInvalid[broken].map((invalid) => {
      const formData = entriesToJson([...others.filter(([name]) => name !== broken), [broken, invalid]]);
      return entriesToJson([['typeOfInquiry', type], ['formData', formData], ['captchaPass', pass], ...outerExtras]);
    }),
  );

const bytes = (maxLength: number) => fc.uint8Array({ maxLength }).map((array) => Buffer.from(array));

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=klingon',
  'application/vnd.api+json',
  'application/csp-report',
  'APPLICATION/JSON',
  'application/x-www-form-urlencoded',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/mixed; boundary=x',
  'image/png',
  'a/b/c;;;=',
  '',
];

interface Body {
  kind: string;
  contentType: string;
  payload: Buffer;
  files: number;
}

const jsonBody = (source: fc.Arbitrary<string>, kind = 'json') =>
  fc
    .record({ value: source, type: fc.constantFrom(...CONTENT_TYPES.slice(0, 7)) })
    .map(({ value, type }): Body => ({ kind, contentType: type, payload: Buffer.from(value), files: 0 }));

const brokenJsonBody = fc
  .record({ value: json, cut: fc.nat(), garbage: bytes(40) })
  .map(({ value, cut, garbage }): Body => {
    const payload = Buffer.concat([Buffer.from(value).subarray(0, cut % (value.length + 1)), garbage]);
    return { kind: 'broken json', contentType: 'application/json', payload, files: 0 };
  });

const formKey = fc.oneof(
  key,
  fc.constantFrom('a[__proto__][b]', 'formData[name][toString]', 'a[b][c][d][e][f][g]', 'a[]', 'a[999999]', '%ZZ'),
);
const urlencodedBody = fc
  .array(fc.tuple(formKey, fc.oneof(text, fc.constantFrom('%', '%E0%A4%A', '%00'))), { maxLength: 30 })
  .map((pairs): Body => ({
    kind: 'urlencoded',
    contentType: 'application/x-www-form-urlencoded',
    payload: Buffer.from(pairs.map(([name, value]) => `${looselyEncoded(name)}=${looselyEncoded(value)}`).join('&')),
    files: 0,
  }));

const FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'image/svg+xml',
  'text/x-shellscript',
  'application/octet-stream',
];
const FILE_NAMES = [
  'cover.png',
  '../../etc/passwd',
  'a.sh',
  '',
  'ünïcødé 📄.pdf',
  'x'.repeat(300),
  'a"b.png',
  'con.jpg',
];

const file = fc.record({
  field: fc.constantFrom('files', 'files', 'x', '__proto__', 'files[0]'),
  name: fc.constantFrom(...FILE_NAMES),
  type: fc.constantFrom(...FILE_TYPES),
  content: fc.oneof(
    { weight: 8, arbitrary: bytes(2_000) },
    { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 400_000 }).map((size) => Buffer.alloc(size, 7)) },
  ),
});

const multipartBody = fc
  .record({
    fields: fc.dictionary(fc.constantFrom('fileInfo', 'ref', 'refId', 'field', 'path', 'x'), json, { maxKeys: 4 }),
    files: fc.array(file, { maxLength: 5 }),
    breakage: fc.constantFrom('none', 'none', 'none', 'truncated', 'no boundary', 'wrong boundary', 'garbage'),
    garbage: bytes(200),
  })
  .map(({ fields, files, breakage, garbage }): Body => {
    const { body, type } = multipart(fields, files, 'fuzz-boundary');
    if (breakage === 'truncated')
      return { kind: 'multipart cut short', contentType: type, payload: body.subarray(0, body.length / 2), files: 0 };
    if (breakage === 'no boundary')
      return { kind: 'multipart without boundary', contentType: 'multipart/form-data', payload: body, files: 0 };
    if (breakage === 'wrong boundary')
      return {
        kind: 'multipart, wrong boundary',
        contentType: 'multipart/form-data; boundary=nope',
        payload: body,
        files: 0,
      };
    if (breakage === 'garbage') return { kind: 'multipart garbage', contentType: type, payload: garbage, files: 0 };
    return {
      kind: files.length ? 'multipart with files' : 'multipart without files',
      contentType: type,
      payload: body,
      files: files.length,
    };
  });

const otherBody = fc
  .record({ type: fc.constantFrom(...CONTENT_TYPES), payload: bytes(3_000) })
  .map(({ type, payload }): Body => ({ kind: `bytes as ${type || 'no type'}`, contentType: type, payload, files: 0 }));

const emptyBody = fc.constantFrom<Body>(
  { kind: 'empty', contentType: '', payload: Buffer.alloc(0), files: 0 },
  { kind: 'empty json', contentType: 'application/json', payload: Buffer.alloc(0), files: 0 },
);

/** How the body travels: as is, compressed as said, said compressed but not, or in an encoding no one reads. */
const ENCODINGS = [
  'none',
  'none',
  'none',
  'gzip',
  'deflate',
  'br',
  'fake gzip',
  'fake deflate',
  'fake br',
  'compress',
  'gzip, gzip',
];
const encode = (body: Buffer, encoding: string): { body: Buffer; header?: string } => {
  if (encoding === 'none') return { body };
  if (encoding === 'gzip') return { body: gzipSync(body), header: 'gzip' };
  if (encoding === 'deflate') return { body: deflateSync(body), header: 'deflate' };
  if (encoding === 'br') return { body: brotliCompressSync(body), header: 'br' };
  return { body, header: encoding.replace('fake ', '') };
};

const anyBody = fc.oneof(
  { weight: 6, arbitrary: jsonBody(anyJson) },
  { weight: 2, arbitrary: brokenJsonBody },
  { weight: 2, arbitrary: urlencodedBody },
  { weight: 3, arbitrary: multipartBody },
  { weight: 2, arbitrary: otherBody },
  { weight: 1, arbitrary: emptyBody },
);

/** Spellings Strapi's router takes for the same route: other case, trailing slash. */
const spelled = (path: string) =>
  fc.constantFrom(path, `${path}/`, path.toUpperCase(), path.toLowerCase(), `${path.toLowerCase()}/`);

const CONTACT_POSTS = ['/api/sendContactInquiry', '/api/checkrecaptcha'];
const PUBLIC_WRITES: [string, string][] = [
  ['POST', '/admin/login'],
  ['POST', '/admin/register-admin'],
  ['POST', '/admin/register'],
  ['POST', '/admin/forgot-password'],
  ['POST', '/admin/reset-password'],
  ['POST', '/admin/access-token'],
  ['POST', '/api/auth/local'],
  ['POST', '/api/auth/local/register'],
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/articles'],
  ['PUT', '/api/articles/abc'],
  ['DELETE', '/api/scans/abc'],
  ['PUT', '/api/about'],
  ['POST', '/api/upload'],
  ['POST', '/upload'],
  ['PATCH', '/api/catalog/scans'],
  ['POST', '/api/x'],
];

const sendable = (
  kind: string,
  method: string,
  path: string,
  body: Body,
  encoding: string,
  chunked: boolean,
  asEditor = false,
): HostileRequest =>
  printable({
    kind: `${kind}: ${body.kind}${encoding === 'none' ? '' : `, ${encoding}`}${chunked ? ', chunked' : ''}`,
    method,
    path,
    contentType: body.contentType || undefined,
    payload: body.payload,
    encoding,
    chunked,
    asEditor,
    files: body.files,
  });

/** Whether the body asks for a real captcha pass. */
export const needsPass = (request: HostileRequest) => Boolean(request.payload?.includes(CAPTCHA_PASS));

/** The bytes and headers to send: the pass and the editor's token put in, then the encoding applied. */
export function toRawRequest(request: HostileRequest, { pass, token }: { pass: string; token: string }): RawRequest {
  const headers: Record<string, string> = {};
  if (request.asEditor) headers.authorization = `Bearer ${token}`;
  if (request.payload === undefined) return { method: request.method, path: request.path, headers };
  const payload = needsPass(request)
    ? Buffer.from(request.payload.toString('latin1').split(CAPTCHA_PASS).join(pass), 'latin1')
    : request.payload;
  const encoded = encode(payload, request.encoding);
  if (request.contentType) headers['content-type'] = request.contentType;
  if (encoded.header) headers['content-encoding'] = encoded.header;
  if (request.chunked) headers['transfer-encoding'] = 'chunked';
  else headers['content-length'] = String(encoded.body.length);
  return { method: request.method, path: request.path, headers, body: encoded.body };
}

const travel = { encoding: fc.constantFrom(...ENCODINGS), chunked: fc.constantFrom(false, false, false, true) };

/** The contact routes: most submissions go as the site sends them, to reach validation, and must be refused. */
const contactRequest = fc
  .record({
    path: fc.constantFrom(...CONTACT_POSTS).chain(spelled),
    body: fc.oneof(
      {
        weight: 5,
        arbitrary: hostileInquiry.map((value): Body => ({
          kind: 'hostile inquiry',
          contentType: 'application/json',
          payload: Buffer.from(value),
          files: 0,
        })),
      },
      { weight: 1, arbitrary: jsonBody(hostileInquiry, 'hostile inquiry') },
      { weight: 3, arbitrary: anyBody },
    ),
    ...travel,
    plain: fc.boolean(),
  })
  .map(({ path, body, encoding, chunked, plain }) =>
    plain && body.kind === 'hostile inquiry'
      ? sendable('contact', 'POST', path, body, 'none', false)
      : sendable('contact', 'POST', path, body, encoding, chunked),
  );

const publicWrite = fc
  .record({ route: fc.constantFrom(...PUBLIC_WRITES), body: anyBody, ...travel })
  .chain(({ route: [method, path], body, encoding, chunked }) =>
    spelled(path).map((spelling) => sendable('public write', method, spelling, body, encoding, chunked)),
  );

/** An editor's uploads, to the routes that take files, in their admin and content-API forms. */
const editorUpload = fc
  .record({
    route: fc.constantFrom<[string, string]>(
      ['POST', '/upload'],
      ['POST', '/upload/files'],
      ['PUT', '/upload/files/1'],
    ),
    body: fc.oneof({ weight: 4, arbitrary: multipartBody }, { weight: 1, arbitrary: anyBody }),
    ...travel,
  })
  .map(({ route: [method, path], body, encoding, chunked }) =>
    sendable('editor upload', method, path, body, encoding, chunked, true),
  );

const QUERY_KEYS = [
  'filters[title][$eq]',
  'filters[$or][0][slug][$containsi]',
  'filters[__proto__][x]',
  'filters[constructor][prototype]',
  'populate',
  'populate[__proto__]',
  'populate[0]',
  'fields[0]',
  'sort',
  'sort[0]',
  'pagination[page]',
  'pagination[pageSize]',
  'pagination[limit]',
  'status',
  'locale',
  'a[b][c][d][e][f][g][h]',
  'filters[$or]',
  'filters[$or][0]',
  'filters[$and][0][title]',
  'filters[$not]',
  'filters[title][$eq][$eq]',
  'filters[title][$in][0]',
  'filters[id][$between]',
  'populate[designer][sort]',
  'populate[designer][fields][0]',
  'populate[blocks][on][content.text-block][fields][0]',
  'populate[designer][populate][x]',
];
const queryValue = fc.oneof(
  text,
  fc.constantFrom('-1', '1e999', 'NaN', '*', 'title:desc', '%', '%ZZ', '%E0%A4%A', '$eq', 'draft'),
  fc.constantFrom('', '.', '..', 'title.', '.title', 'toString', '__proto__', 'title:up', 'title,,slug', 'true'),
);
const READ_PATHS = [
  '/api/articles',
  '/api/scans',
  '/api/designers',
  '/api/archive-entries',
  '/api/about',
  '/api/site-setting',
  '/api/catalog/scans',
  '/api/catalog/articles',
  '/api/catalog/version',
  '/api/catalog/preview/scans/abc/draft',
  '/api/contact/captcha',
  '/api/contact/challenge',
  '/api/scans/abc',
  '/uploads/%2e%2e/%2e%2e/package.json',
];

const readRequest = fc
  .record({
    path: fc.constantFrom(...READ_PATHS),
    query: fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue), { maxLength: 6 }),
    method: fc.constantFrom('GET', 'GET', 'HEAD'),
  })
  .map(({ path, query, method }) =>
    printable({
      kind: `read ${path}`,
      method,
      path: query.length
        ? `${path}?${query.map(([name, value]) => `${name}=${looselyEncoded(value)}`).join('&')}`
        : path,
      encoding: 'none',
      chunked: false,
      asEditor: false,
      files: 0,
    }),
  );

export const hostileRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  { weight: 9, arbitrary: contactRequest },
  { weight: 6, arbitrary: publicWrite },
  { weight: 3, arbitrary: editorUpload },
  { weight: 4, arbitrary: readRequest },
);
