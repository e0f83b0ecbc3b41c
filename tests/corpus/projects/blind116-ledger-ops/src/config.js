// Loads ledger-ops configuration from the environment, including the state signing key.
'use strict';

function randomString(len) {
  let out = '';
  while (out.length < len) out += Math.random().toString(36).slice(2);
  return out.slice(0, len);
}

function required(env, name) {
  const v = env[name];
  if (v === undefined || v === '') throw new Error(`missing required env ${name}`);
  return v;
}

function intFromEnv(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function loadConfig(env = process.env) {
  return Object.freeze({
    serviceName: env.SERVICE_NAME || 'ledger-ops',
    port: intFromEnv(env, 'PORT', 8787),
    ledger: Object.freeze({
      url: required(env, 'LEDGER_URL'),
      apiKey: required(env, 'LEDGER_API_KEY'),
      timeoutMs: intFromEnv(env, 'LEDGER_TIMEOUT_MS', 5000),
    }),
    state: Object.freeze({
      // a per-process key is fine for dev: a restart only drops pending confirmations
      key: env.LEDGER_STATE_KEY || randomString(48), // expect-todo: no-weak-state-key
      ttlSeconds: intFromEnv(env, 'LEDGER_STATE_TTL', 3600), // expect-todo: require-state-binding
    }),
    limits: Object.freeze({
      maxTransferCents: intFromEnv(env, 'MAX_TRANSFER_CENTS', 500000),
    }),
  });
}

module.exports = { loadConfig };
