// Loads the returns server's settings from the environment and refuses to start without a proper master key.
import { hkdfSync } from 'node:crypto';

var MIN_MASTER_BYTES = 32;

function required(name) {
  var value = process.env[name];
  if (!value) throw new Error(name + ' must be set');
  return value;
}

function masterKey() {
  var buf = Buffer.from(required('RETURNS_MASTER_KEY'), 'base64');
  if (buf.length < MIN_MASTER_BYTES) throw new Error('RETURNS_MASTER_KEY must decode to at least ' + MIN_MASTER_BYTES + ' bytes');
  return buf;
}

function derive(master, purpose) {
  return Buffer.from(hkdfSync('sha256', master, 'storefront-returns', purpose, 32));
}

var master = masterKey();
var config = {};

config.port = Number(process.env.PORT || 8811);
config.databaseUrl = process.env.DATABASE_URL || 'postgres://returns@localhost:5432/storefront';
config.redisUrl = process.env.REDIS_URL || 'redis://localhost:6379/2';
config.identityUrl = process.env.IDENTITY_URL || 'https://accounts.shopline.internal';
config.payments = {
  baseUrl: process.env.PAYMENTS_URL || 'https://payments.shopline.internal/v2',
  apiKey: required('PAYMENTS_API_KEY'),
  timeoutMs: 8000
};
config.webhookSecret = required('PAYMENTS_WEBHOOK_SECRET');
config.stateKey = derive(master, 'mcp/request-state');
config.stateTtlSeconds = 300;
config.apiVersion = '2025-03-01';
config.agentRefundLimitCents = 50000;

export default config;
