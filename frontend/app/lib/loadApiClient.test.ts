import * as apiClient from './api-client';

type LoadApiClient = typeof import('./loadApiClient').loadApiClient;

/** A fresh copy of the module (its loaded client is module state), with api-client as the factory gives it. */
function isolatedLoader(apiClientFactory?: () => unknown): LoadApiClient {
  let loader: LoadApiClient | undefined;
  jest.isolateModules(() => {
    if (apiClientFactory) jest.doMock('./api-client', apiClientFactory);
    loader = (jest.requireActual('./loadApiClient') as typeof import('./loadApiClient')).loadApiClient;
  });
  return loader!;
}

afterEach(() => jest.dontMock('./api-client'));

it('resolves the client in a task after the import, and at once once loaded', async () => {
  const { loadApiClient } = await import('./loadApiClient');
  const order: string[] = [];
  const first = loadApiClient().then((client) => {
    order.push('client');
    return client;
  });
  setTimeout(() => order.push('a task queued before the import finished'), 0);
  expect(await first).toBe(apiClient);
  expect(order).toEqual(['a task queued before the import finished', 'client']);

  // A later caller gets the loaded client before a task queued ahead of it runs.
  setTimeout(() => order.push('a task queued before the second call'), 0);
  await loadApiClient();
  order.push('again');
  expect(order.slice(2)).toEqual(['again']);
});

it('tries the import again after one failed', async () => {
  let attempts = 0;
  const loadApiClient = isolatedLoader(() => {
    attempts += 1;
    if (attempts === 1) throw new Error('the chunk did not arrive');
    return { fetchJson: 'loaded' };
  });
  await expect(loadApiClient()).rejects.toThrow('the chunk did not arrive');
  await expect(loadApiClient()).resolves.toMatchObject({ fetchJson: 'loaded' });
  expect(attempts).toBe(2);
});
