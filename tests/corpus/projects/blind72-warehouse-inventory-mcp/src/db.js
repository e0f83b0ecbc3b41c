// Knex instance for the inventory database and a helper resolving which warehouses a user may touch.
import knexFactory from 'knex';
import { env } from './env.js';

export const knex = knexFactory({
  client: 'pg',
  connection: env.databaseUrl,
  pool: { min: 0, max: 10 },
});

/**
 * @param {string} userId
 * @returns {Promise<string[]>}
 */
export async function warehousesOf(userId) {
  const rows = await knex('warehouse_staff').where({ user_id: userId, active: true }).select('warehouse_id');
  return rows.map((r) => r.warehouse_id);
}
