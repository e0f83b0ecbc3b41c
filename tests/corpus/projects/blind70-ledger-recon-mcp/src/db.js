// MySQL connection pool and transaction helper for ledger tables.
'use strict';

const mysql = require('mysql2/promise');
const logger = require('./logger');

function createDb(options) {
  const pool = mysql.createPool({
    ...options,
    waitForConnections: true,
    connectionLimit: 8,
    namedPlaceholders: false,
    decimalNumbers: true,
    timezone: 'Z',
  });

  async function query(sql, params = []) {
    const [rows] = await pool.execute(sql, params);
    return rows;
  }

  async function one(sql, params = []) {
    const rows = await query(sql, params);
    return rows.length ? rows[0] : null;
  }

  async function transaction(fn) {
    const conn = await pool.getConnection();
    try {
      await conn.beginTransaction();
      const result = await fn({
        query: async (sql, params = []) => (await conn.execute(sql, params))[0],
      });
      await conn.commit();
      return result;
    } catch (err) {
      await conn.rollback();
      logger.error('transaction rolled back', { err: err.message });
      throw err;
    } finally {
      conn.release();
    }
  }

  return { query, one, transaction, end: () => pool.end() };
}

module.exports = { createDb };
