import * as apiClient from './api-client';
import { loadApiClient } from './loadApiClient';

it('resolves the client in a task after the import, and at once once loaded', async () => {
  const order: string[] = [];
  const first = loadApiClient().then((client) => {
    order.push('client');
    return client;
  });
  setTimeout(() => order.push('a task queued before the import finished'), 0);
  expect(await first).toBe(apiClient);
  expect(order).toEqual(['a task queued before the import finished', 'client']);

  // Later callers share the loaded module without waiting for another task.
  const again = loadApiClient().then(() => order.push('again'));
  await Promise.resolve();
  await Promise.resolve();
  await again;
  expect(order.at(-1)).toBe('again');
});
