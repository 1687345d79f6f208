/**
 * strapi::body as registered in src/index.ts, and how a body that cannot be read is answered: requests
 * without a body never reach the parser, and the parser's errors map to 4xx or stay the server's own.
 * Against the real CMS, every kind of body: hostile-input.test.ts.
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { readRequestBodies } from '../src/lib/body-parsing';
import { bodyRefusal, isServerFault } from '../src/lib/request-bodies';

it.each(['GET', 'HEAD', 'OPTIONS', 'DELETE'])('gives a %s request the empty body koa-body would', async (method) => {
  // Neither a request stream nor routes: a request without a body is answered without looking at either.
  const middleware = readRequestBodies({}, { strapi: {} as Core.Strapi });
  const ctx = { method, request: {} } as unknown as Context;
  const next = jest.fn(async () => undefined);
  await middleware(ctx, next);
  expect((ctx.request as { body?: unknown }).body).toEqual({});
  expect(next).toHaveBeenCalledTimes(1);
});

/** What Node's zlib throws for data that is not what its Content-Encoding says. */
const thrownBy = (decode: () => unknown) => {
  try {
    decode();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

describe('bodyRefusal', () => {
  it('answers compressed bodies that are not with 400', () => {
    for (const error of [thrownBy(() => gunzipSync('{}')), thrownBy(() => brotliDecompressSync('{}'))]) {
      expect(bodyRefusal(error)).toEqual({
        status: 400,
        message: expect.stringMatching(/^The request body is not valid for its Content-Encoding/),
      });
    }
  });

  it('names the limit of a body too large, and keeps the client statuses of the parsers', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, limit: 1024 });
    expect(bodyRefusal(tooLarge)).toEqual({ status: 413, message: 'The request body may not exceed 1024 bytes' });
    const broken = Object.assign(new SyntaxError('Unexpected end of JSON input'), { status: 400 });
    expect(bodyRefusal(broken)).toEqual({ status: 400, message: 'Invalid request body: Unexpected end of JSON input' });
    const unknownEncoding = Object.assign(new Error('Unsupported Content-Encoding: compress'), { status: 415 });
    expect(bodyRefusal(unknownEncoding, 'upload')).toEqual({
      status: 415,
      message: 'Invalid upload: Unsupported Content-Encoding: compress',
    });
    const conflict = Object.assign(new Error('odd'), { httpCode: 409 });
    expect(bodyRefusal(conflict)?.status).toBe(400);
  });

  it("leaves the server's own errors to the server", () => {
    const diskFull = Object.assign(new Error('no space left on device'), { syscall: 'write', code: 'ENOSPC' });
    expect(isServerFault(diskFull)).toBe(true);
    expect(bodyRefusal(diskFull)).toBeNull();
    expect(bodyRefusal(new Error('a bug'))).toBeNull();
    expect(bodyRefusal(Object.assign(new Error('internal'), { status: 500 }))).toBeNull();
    expect(bodyRefusal('not an error')).toBeNull();
  });
});
