// Reads and validates the recall server's configuration from the environment.
'use strict';

/**
 * @typedef {Object} RecallConfig
 * @property {number} port
 * @property {{ host: string, port: number, user: string, password: string, database: string }} mysql
 * @property {{ publicKeyPem: string, issuer: string, audience: string }} auth
 * @property {{ addr: string, token: string, mount: string }} vault
 * @property {string} supplierGatewayUrl
 * @property {Buffer} stateKey
 */

function need(name) {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value.trim();
}

function stateKeyFromEnv() {
  const key = Buffer.from(need('RECALL_STATE_KEY'), 'base64');
  if (key.length < 32) {
    throw new Error('RECALL_STATE_KEY must decode to at least 32 bytes');
  }
  return key;
}

/** @type {RecallConfig} */
const config = Object.freeze({
  port: Number(process.env.PORT || 4100),
  mysql: {
    host: process.env.MYSQL_HOST || '127.0.0.1',
    port: Number(process.env.MYSQL_PORT || 3306),
    user: need('MYSQL_USER'),
    password: need('MYSQL_PASSWORD'),
    database: process.env.MYSQL_DATABASE || 'wms',
  },
  auth: {
    publicKeyPem: need('AUTH_PUBLIC_KEY_PEM').replace(/\\n/g, '\n'),
    issuer: need('AUTH_ISSUER'),
    audience: process.env.AUTH_AUDIENCE || 'warehouse-recall',
  },
  vault: {
    addr: need('VAULT_ADDR'),
    token: need('VAULT_TOKEN'),
    mount: process.env.VAULT_KV_MOUNT || 'kv',
  },
  supplierGatewayUrl: process.env.SUPPLIER_GATEWAY_URL || 'https://suppliers.gateway.internal/api',
  stateKey: stateKeyFromEnv(),
});

module.exports = { config };
