/**
 * @jest-environment node
 *
 * A bad setting stops the site server at start with a message naming it, rather than switching a feature
 * off (the rules themselves: app/lib/env.server.test.ts). The development server's case is in
 * dev-server.test.ts, beside the other starts of Vite's dev server, which must not overlap another file's.
 */
import { ensureBuilt, startSite } from './support/siteServer';

jest.setTimeout(180_000);

beforeAll(() => ensureBuilt());

it('the production server refuses to start with PAGE_CACHE_SIZE=abc, naming it', async () => {
  await expect(startSite({ PAGE_CACHE_SIZE: 'abc' })).rejects.toThrow(
    'Invalid site configuration: PAGE_CACHE_SIZE must be a whole number, got "abc"',
  );
});
