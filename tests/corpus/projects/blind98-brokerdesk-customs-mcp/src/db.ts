// Knex connection to the BrokerDesk Postgres database.
// @ts-nocheck
import knex from 'knex';
import { settings } from './settings/index.js';

export const db = knex({
  client: 'pg',
  connection: settings.databaseUrl,
  pool: { min: 0, max: 10 },
});
