/**
 * The catalog is dropped once a change is committed, not from inside its transaction (record 180): database
 * lifecycle hooks run before the commit, where a rebuild would read the rows as they were. Checked through the
 * catalog's version, which moves when its snapshots are dropped (this CMS runs without Redis), and through
 * `afterCommit` itself.
 */
import type { Core } from '@strapi/strapi';
import { afterCommit } from '../src/api/catalog/after-commit';
import { startStrapi, stopStrapi } from './support/strapi';

const SCAN = 'api::scan.scan';

describe('dropping the catalog after the commit', () => {
  let strapi: Core.Strapi;
  beforeAll(async () => {
    strapi = await startStrapi();
  });
  afterAll(() => stopStrapi(strapi));

  const catalog = () => strapi.service('api::catalog.catalog');

  it('runs work after the commit inside a transaction, at once outside one, and never after a rollback', async () => {
    const ran: string[] = [];
    await afterCommit(strapi, () => ran.push('outside'));
    expect(ran).toEqual(['outside']);
    await strapi.db.transaction(async () => {
      await afterCommit(strapi, () => ran.push('committed'));
      expect(ran).toEqual(['outside']);
    });
    expect(ran).toEqual(['outside', 'committed']);
    await expect(
      strapi.db.transaction(async () => {
        await afterCommit(strapi, () => ran.push('rolled back'));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(ran).toEqual(['outside', 'committed']);
  });

  it('keeps the catalog while a write is uncommitted, drops it on the commit, and not on a rollback', async () => {
    const scan = await strapi.db.query(SCAN).findOne({ where: { publishedAt: { $notNull: true } } });
    await catalog().get('scans');
    const before = await catalog().version();
    await strapi.db.transaction(async () => {
      await strapi.db.query(SCAN).update({ where: { id: scan.id }, data: { title: `${scan.title} (revised)` } });
      expect(await catalog().version()).toBe(before);
    });
    const committed = await catalog().version();
    expect(committed).not.toBe(before);
    const titles = JSON.parse((await catalog().get('scans')).json.toString()) as { title: string }[];
    expect(titles.map((entry) => entry.title)).toContain(`${scan.title} (revised)`);

    await expect(
      strapi.db.transaction(async () => {
        await strapi.db.query(SCAN).update({ where: { id: scan.id }, data: { title: 'Never saved' } });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await catalog().version()).toBe(committed);

    await strapi.db.query(SCAN).update({ where: { id: scan.id }, data: { title: scan.title } });
  });
});
