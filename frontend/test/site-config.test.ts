/**
 * @jest-environment node
 *
 * A bad setting stops the site server at start with a message naming it, in production and in
 * development, rather than switching a feature off (the rules themselves: app/lib/env.server.test.ts).
 */
import { ensureBuilt, startSite } from './support/siteServer';

jest.setTimeout(180_000);

beforeAll(() => ensureBuilt());

it.each([
  ['the production server', false],
  ['the development server', true],
])('%s refuses to start with PAGE_CACHE_SIZE=abc, naming it', async (_server, dev) => {
  await expect(startSite({ PAGE_CACHE_SIZE: 'abc' }, { dev })).rejects.toThrow(
    'Invalid site configuration: PAGE_CACHE_SIZE must be a whole number, got "abc"',
  );
});
