// Environment settings; the requestState key is an HKDF subkey of a required, random 32-byte master secret.
import { hkdfSync } from 'node:crypto';

/** @param {string} name */
function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

function loadMaster() {
  const master = Buffer.from(need('INVENTORY_MASTER_KEY'), 'base64');
  if (master.length < 32) throw new Error('INVENTORY_MASTER_KEY must be at least 32 random bytes, base64-encoded');
  return master;
}

const master = loadMaster();

/**
 * @param {string} info context label; different labels give independent keys
 * @returns {Buffer}
 */
const subkey = (info) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));

export const env = Object.freeze({
  port: Number(process.env.PORT ?? 8080),
  databaseUrl: need('DATABASE_URL'),
  introspection: Object.freeze({
    url: need('INTROSPECTION_URL'),
    clientId: need('INTROSPECTION_CLIENT_ID'),
    clientSecret: need('INTROSPECTION_CLIENT_SECRET'),
  }),
  supplier: Object.freeze({
    baseUrl: process.env.SUPPLIER_API_URL ?? 'https://api.partsdirect.example',
    apiKey: need('SUPPLIER_API_KEY'),
    apiVersion: '2024-10-01',
  }),
  carrierWebhookSecret: need('CARRIER_WEBHOOK_SECRET'),
  stateKey: subkey('warehouse-inventory-mcp/request-state/v1'),
});
