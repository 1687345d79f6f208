/** strapi::body as registered in src/index.ts: Strapi's parser for requests with a body, an empty body for the rest. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseOnlyRequestsWithBody } from '../src/utils/body-parsing';

function setUp() {
  const strapiBody = jest.fn(async (ctx: Context, next: () => Promise<void>) => {
    (ctx.request as { body?: unknown }).body = { parsed: true };
    await next();
  });
  const strapiBodyFactory = jest.fn(() => strapiBody);
  const config = { jsonLimit: '1mb' };
  const context = { strapi: {} as Core.Strapi };
  const middleware = parseOnlyRequestsWithBody(strapiBodyFactory)(config, context);
  return { middleware, strapiBody, strapiBodyFactory, config, context };
}

const request = (method: string) => ({ method, request: {} }) as unknown as Context;

it("builds Strapi's body middleware once, with its config", () => {
  const { strapiBodyFactory, config, context } = setUp();
  expect(strapiBodyFactory).toHaveBeenCalledTimes(1);
  expect(strapiBodyFactory).toHaveBeenCalledWith(config, context);
});

it.each(['POST', 'PUT', 'PATCH'])('hands a %s request to it', async (method) => {
  const { middleware, strapiBody } = setUp();
  const ctx = request(method);
  const next = jest.fn(async () => undefined);
  await middleware(ctx, next);
  expect(strapiBody).toHaveBeenCalledTimes(1);
  expect((ctx.request as { body?: unknown }).body).toEqual({ parsed: true });
  expect(next).toHaveBeenCalledTimes(1);
});

it.each(['GET', 'HEAD', 'OPTIONS', 'DELETE'])('gives a %s request the empty body koa-body would', async (method) => {
  const { middleware, strapiBody } = setUp();
  const ctx = request(method);
  const next = jest.fn(async () => undefined);
  await middleware(ctx, next);
  expect(strapiBody).not.toHaveBeenCalled();
  expect((ctx.request as { body?: unknown }).body).toEqual({});
  expect(next).toHaveBeenCalledTimes(1);
});
