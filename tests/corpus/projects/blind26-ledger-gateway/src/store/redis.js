import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

export const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2', {
  keyPrefix: 'ledger-gw:',
  maxRetriesPerRequest: 2,
});

/**
 * @typedef {object} PendingTransfer
 * @property {string} sub            user who asked for it
 * @property {string} tenantId
 * @property {string} fromAccount
 * @property {string} toIban
 * @property {number} amountMinor
 * @property {string} currency
 * @property {string} reference
 */

/**
 * Park a transfer server-side until a human confirms it. The returned handle is
 * random and only names the record; the record itself never leaves Redis.
 * @param {PendingTransfer} transfer
 * @param {number} ttlMs
 * @returns {Promise<string>}
 */
export async function parkTransfer(transfer, ttlMs) {
  const handle = randomBytes(18).toString('base64url');
  await redis.set(`transfer:${handle}`, JSON.stringify(transfer), 'PX', ttlMs);
  return handle;
}

/**
 * Take a parked transfer out (single use).
 * @param {string} handle
 * @returns {Promise<PendingTransfer | null>}
 */
export async function takeTransfer(handle) {
  const raw = await redis.getdel(`transfer:${handle}`);
  return raw ? JSON.parse(raw) : null;
}

/**
 * @typedef {object} Tenant
 * @property {string} id
 * @property {string} name
 * @property {string} plaidClientId
 * @property {string} plaidSecret
 * @property {string[]} allowedCurrencies
 */

/**
 * @param {string} tenantId
 * @returns {Promise<Tenant | null>}
 */
export async function loadTenant(tenantId) {
  const raw = await redis.hget('tenants', tenantId);
  return raw ? JSON.parse(raw) : null;
}
