import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks the work the demo seed does, so hooks for editors' actions can tell it apart: the seed's
 * `create(..., status: 'published')` runs Strapi's publish action like an editor's Publish, and a first
 * start must not, for instance, queue a PDF for every demo scan (docs/decisions/163-scan-downloads.md).
 */
const seeding = new AsyncLocalStorage<true>();

export const whileSeeding = <T>(work: () => Promise<T>): Promise<T> => seeding.run(true, work);

export const isSeeding = (): boolean => seeding.getStore() === true;
