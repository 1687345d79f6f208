/** config/database.ts with a fake env: the SQLite default, PostgreSQL by URL, pool sizes and SSL. */
import path from 'node:path';
import databaseConfig from '../config/database';
import { fakeEnv } from './support/fake-env';

const cmsDir = path.resolve(__dirname, '..');
type Connection = {
  client: string;
  connection: Record<string, unknown> & { ssl?: false | Record<string, unknown> };
  pool?: {
    min?: number;
    max?: number;
    afterCreate?: (connection: unknown, done: (...args: unknown[]) => void) => void;
  };
  useNullAsDefault?: boolean;
  acquireConnectionTimeout?: number;
};
const configFor = (vars: Record<string, string>) =>
  databaseConfig({ env: fakeEnv(vars) } as never).connection as unknown as Connection;

describe('database config', () => {
  it('defaults to SQLite in cms/.tmp/data.db', () => {
    const config = configFor({});
    expect(config.client).toBe('sqlite');
    expect(config.connection.filename).toBe(path.join(cmsDir, '.tmp', 'data.db'));
    expect(config.useNullAsDefault).toBe(true);
    expect(config.acquireConnectionTimeout).toBe(60_000);
  });

  it('treats an empty DATABASE_FILENAME (as the scaffold writes it) as the default', () => {
    expect(configFor({ DATABASE_FILENAME: '' }).connection.filename).toBe(path.join(cmsDir, '.tmp', 'data.db'));
  });

  it('resolves a relative DATABASE_FILENAME from cms/ and keeps an absolute one', () => {
    expect(configFor({ DATABASE_FILENAME: 'data/folio.db' }).connection.filename).toBe(
      path.join(cmsDir, 'data', 'folio.db'),
    );
    expect(configFor({ DATABASE_FILENAME: '/var/lib/folio/data.db' }).connection.filename).toBe(
      '/var/lib/folio/data.db',
    );
  });

  it('opens SQLite in WAL mode with synchronous=NORMAL', () => {
    const pragmas: string[] = [];
    const fakeSqlite = { pragma: (sql: string) => pragmas.push(sql) };
    const done = jest.fn();
    configFor({}).pool!.afterCreate!(fakeSqlite, done);
    expect(pragmas).toEqual(['journal_mode = WAL', 'synchronous = NORMAL']);
    expect(done).toHaveBeenCalledWith(undefined, fakeSqlite);
  });

  it('connects to PostgreSQL by DATABASE_URL with the default pool and no SSL', () => {
    const config = configFor({ DATABASE_CLIENT: 'postgres', DATABASE_URL: 'postgres://folio:pw@db:5432/folio' });
    expect(config.client).toBe('postgres');
    expect(config.connection).toEqual(
      expect.objectContaining({
        connectionString: 'postgres://folio:pw@db:5432/folio',
        schema: 'public',
        statement_timeout: 30_000,
        ssl: false,
      }),
    );
    expect(config.pool).toEqual({ min: 2, max: 10 });
  });

  it('takes pool sizes, schema, timeouts and separate connection fields from the env', () => {
    const config = configFor({
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: 'pg.internal',
      DATABASE_PORT: '6432',
      DATABASE_NAME: 'folio',
      DATABASE_USERNAME: 'folio_app',
      DATABASE_PASSWORD: 's3cret',
      DATABASE_SCHEMA: 'cms',
      DATABASE_POOL_MIN: '0',
      DATABASE_POOL_MAX: '25',
      DATABASE_STATEMENT_TIMEOUT: '5000',
      DATABASE_CONNECTION_TIMEOUT: '10000',
    });
    expect(config.connection).toEqual(
      expect.objectContaining({
        connectionString: undefined,
        host: 'pg.internal',
        port: 6432,
        database: 'folio',
        user: 'folio_app',
        password: 's3cret',
        schema: 'cms',
        statement_timeout: 5000,
      }),
    );
    expect(config.pool).toEqual({ min: 0, max: 25 });
    expect(config.acquireConnectionTimeout).toBe(10_000);
  });

  it('turns on SSL with certificate checks by default, and passes CA, key and cert', () => {
    const ssl = configFor({
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: 'postgres://db/folio',
      DATABASE_SSL: 'true',
      DATABASE_SSL_CA: '-----BEGIN CERTIFICATE-----ca',
      DATABASE_SSL_KEY: 'key',
      DATABASE_SSL_CERT: 'cert',
    }).connection.ssl;
    expect(ssl).toEqual(
      expect.objectContaining({
        ca: '-----BEGIN CERTIFICATE-----ca',
        key: 'key',
        cert: 'cert',
        rejectUnauthorized: true,
      }),
    );
    const relaxed = configFor({
      DATABASE_CLIENT: 'postgres',
      DATABASE_SSL: 'true',
      DATABASE_SSL_REJECT_UNAUTHORIZED: 'false',
    }).connection.ssl;
    expect(relaxed).toEqual(expect.objectContaining({ rejectUnauthorized: false }));
  });

  it('refuses a client it does not support, naming it', () => {
    expect(() => configFor({ DATABASE_CLIENT: 'mysql' })).toThrow(/Unsupported DATABASE_CLIENT: mysql/);
    expect(() => configFor({ DATABASE_CLIENT: 'oracle' })).toThrow(/Unsupported DATABASE_CLIENT: oracle/);
  });
});
