/**
 * @jest-environment node
 */
import { readCmsJson } from './cmsJson.server';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => jest.restoreAllMocks());

describe('readCmsJson', () => {
  it('answers the JSON, null for a 404 or an error status', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(200, { data: 1 }))
      .mockResolvedValueOnce(answer(404, {}))
      .mockResolvedValueOnce(answer(500, {}));
    expect(await readCmsJson('/api/a')).toEqual({ data: 1 });
    expect(await readCmsJson('/api/b')).toBeNull();
    expect(await readCmsJson('/api/c')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('leaves a CMS that did not answer alone for a while: one timeout, not one per page view', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValue(new Error('The operation was aborted due to timeout'));
    expect(await readCmsJson('/api/a')).toBeNull();
    expect(await readCmsJson('/api/a')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_006_000);
    fetch.mockResolvedValue(answer(200, { data: 2 }));
    expect(await readCmsJson('/api/a')).toEqual({ data: 2 });
  });
});
