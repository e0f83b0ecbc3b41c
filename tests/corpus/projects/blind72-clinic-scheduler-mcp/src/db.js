// MySQL pool and a thin helper returning plain row arrays.
import mysql from 'mysql2/promise';
import { config } from './config.js';

/** @type {import('mysql2/promise').Pool | undefined} */
let pool;

export function db() {
  pool ??= mysql.createPool({ uri: config.mysqlUrl, connectionLimit: 8, timezone: 'Z', dateStrings: false });
  return pool;
}

/**
 * @param {string} sql
 * @param {unknown[]} [params]
 * @returns {Promise<any[]>}
 */
export async function rows(sql, params = []) {
  const [result] = await db().execute(sql, params);
  return /** @type {any[]} */ (result);
}
