import path from 'path';
import type { Core } from '@strapi/strapi';
import { isDatabaseClientKind } from '@strapi/database';
import { cmsRoot } from '../src/lib/local-secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (!isDatabaseClientKind(client) || client === 'mysql') {
    throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "postgres" or "sqlite".`);
  }

  const connections: Record<'postgres' | 'sqlite', Core.Config.Database['connection']> = {
    postgres: {
      client: 'postgres',
      connection: {
        connectionString: env('DATABASE_URL'),
        host: env('DATABASE_HOST', '127.0.0.1'),
        port: env.int('DATABASE_PORT', 5432),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'strapi'),
        password: env('DATABASE_PASSWORD', 'strapi'),
        ssl: env.bool('DATABASE_SSL', false) && {
          key: env('DATABASE_SSL_KEY', undefined),
          cert: env('DATABASE_SSL_CERT', undefined),
          ca: env('DATABASE_SSL_CA', undefined),
          capath: env('DATABASE_SSL_CAPATH', undefined),
          cipher: env('DATABASE_SSL_CIPHER', undefined),
          rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
        },
        schema: env('DATABASE_SCHEMA', 'public'),
        statement_timeout: env.int('DATABASE_STATEMENT_TIMEOUT', 30000),
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
    sqlite: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(cmsRoot(), env('DATABASE_FILENAME', '') || '.tmp/data.db'),
      },
      useNullAsDefault: true,
      // WAL with synchronous=NORMAL: readers never wait for the writer, and a write is one fsync at
      // checkpoint instead of one per transaction (safe against corruption, and the seed's many small
      // writes no longer each wait for the disk).
      pool: {
        afterCreate: (connection: unknown, done: (error?: Error, connection?: unknown) => void) => {
          const sqlite = connection as { pragma: (sql: string) => unknown };
          sqlite.pragma('journal_mode = WAL');
          sqlite.pragma('synchronous = NORMAL');
          done(undefined, connection);
        },
      },
    },
  };

  return {
    connection: {
      ...connections[client],
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
    // Migrations are TypeScript (database/migrations/*.ts), run from their compiled copy in dist/.
    settings: { useTypescriptMigrations: true },
  };
};

export default config;
