import type { Knex } from 'knex';

/** Whether a knex instance talks to PostgreSQL (Strapi configures it as `pg`); the other dialect in use is SQLite. */
export const isPostgres = (knex: Knex): boolean =>
  ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client));
