// Postgres access: a lazily created pool plus query and transaction helpers.
'use strict';

/** @type {import('pg').Pool | undefined} */
let pool;

function getPool(databaseUrl) {
  if (!pool) {
    const { Pool } = require('pg');
    pool = new Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 30000 });
    pool.on('error', (err) => console.error('[dispatch] idle pg client error', err));
  }
  return pool;
}

/**
 * @param {{ databaseUrl: string }} config
 * @param {string} text
 * @param {unknown[]} [params]
 */
exports.query = async function query(config, text, params) {
  const result = await getPool(config.databaseUrl).query(text, params);
  return result.rows;
};

/**
 * @template T
 * @param {{ databaseUrl: string }} config
 * @param {(client: import('pg').PoolClient) => Promise<T>} fn
 * @returns {Promise<T>}
 */
exports.withTransaction = async function withTransaction(config, fn) {
  const client = await getPool(config.databaseUrl).connect();
  try {
    await client.query('BEGIN');
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
};
