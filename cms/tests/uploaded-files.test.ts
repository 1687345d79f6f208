/**
 * The media library's file events the IIIF tiles and the page texts follow (src/lib/uploaded-files.ts):
 * which event calls which handler, after the write's turn, and a failing handler logged, on a stand-in
 * for Strapi's lifecycles (the plugins' own tests cover them on a booted CMS).
 */
import type { Core } from '@strapi/strapi';
import { onUploadedFiles } from '../src/lib/uploaded-files';

type Subscriber = Record<string, (event: unknown) => void> & { models: string[] };

function fakeStrapi() {
  const subscribers: Subscriber[] = [];
  const errors: string[] = [];
  const strapi = {
    db: { lifecycles: { subscribe: (subscriber: Subscriber) => subscribers.push(subscriber) } },
    log: { error: (message: string) => errors.push(message) },
  } as unknown as Core.Strapi;
  return { strapi, subscribers, errors };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

it('calls created, replaced (a new url only) and deleted after the write, and logs a failure under its tag', async () => {
  const { strapi, subscribers, errors } = fakeStrapi();
  const calls: string[] = [];
  const record = (what: string) => async (file: { id: number }) => {
    calls.push(`${what} ${file.id}`);
    if (file.id === 4) throw new Error('store unreachable');
  };
  onUploadedFiles<{ id: number }>(strapi, {
    tag: 'test',
    created: record('created'),
    replaced: record('replaced'),
    deleted: record('deleted'),
  });
  const [subscriber] = subscribers;
  expect(subscriber.models).toEqual(['plugin::upload.file']);

  subscriber.afterCreate({ result: { id: 1 } });
  expect(calls).toEqual([]); // not in the write's turn
  subscriber.afterUpdate({ result: { id: 2 }, params: { data: { url: '/uploads/new.jpg' } } });
  subscriber.afterUpdate({ result: { id: 3 }, params: { data: { alternativeText: 'A coat' } } });
  subscriber.afterDelete({ result: { id: 4 } });
  subscriber.afterCreate({ result: null });
  await nextTurn();
  await nextTurn();
  expect(calls).toEqual(['created 1', 'replaced 2', 'deleted 4']);
  expect(errors).toEqual(['[test] store unreachable']);
});
