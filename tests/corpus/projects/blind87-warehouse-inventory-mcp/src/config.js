// Reads APP_ENV and the process environment into one validated, frozen config object.
import { randomBytes } from 'node:crypto';

const PROFILES = {
  local: {
    databaseUrl: 'postgres://inventory:inventory@localhost:5432/inventory',
    supplierBaseUrl: 'http://localhost:4100',
    issuer: 'http://localhost:8180/realms/ops',
    audience: 'inventory-mcp',
    devAuth: true,
    logLevel: 'debug',
  },
  staging: {
    databaseUrl: null,
    supplierBaseUrl: 'https://sandbox.api.northwind-supply.com',
    issuer: 'https://sso.staging.harborlogistics.io/realms/ops',
    audience: 'inventory-mcp',
    devAuth: false,
    logLevel: 'info',
  },
  production: {
    databaseUrl: null,
    supplierBaseUrl: 'https://api.northwind-supply.com',
    issuer: 'https://sso.harborlogistics.io/realms/ops',
    audience: 'inventory-mcp',
    devAuth: false,
    logLevel: 'info',
  },
};

const KNOWN_FEATURES = new Set(['purchaseOrders', 'dryRunWriteOffs']);

function parseFeatures(list) {
  const enabled = new Set();
  for (const name of String(list ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    if (!KNOWN_FEATURES.has(name)) throw new Error(`Unknown feature "${name}" in INVENTORY_FEATURES`);
    enabled.add(name);
  }
  return Object.freeze(Object.fromEntries([...KNOWN_FEATURES].map((f) => [f, enabled.has(f)])));
}

function masterKeyFrom(env, appEnv, warn) {
  if (env.INVENTORY_MASTER_KEY) {
    const key = Buffer.from(env.INVENTORY_MASTER_KEY, 'base64');
    if (key.length < 32) throw new Error('INVENTORY_MASTER_KEY must decode to at least 32 bytes');
    return key;
  }
  if (appEnv !== 'local') throw new Error(`INVENTORY_MASTER_KEY is required when APP_ENV=${appEnv}`);
  warn('INVENTORY_MASTER_KEY not set: using a per-process random key; pending confirmations end on restart');
  return randomBytes(32);
}

export function loadConfig(env = process.env, warn = console.warn) {
  const appEnv = env.APP_ENV;
  const profile = PROFILES[appEnv];
  if (!profile) throw new Error('APP_ENV must be one of local, staging, production');
  if (appEnv === 'local' && env.NODE_ENV === 'production') {
    throw new Error('Refusing to start a local profile with NODE_ENV=production');
  }

  const config = {
    appEnv,
    port: Number(env.PORT ?? 8090),
    logLevel: env.LOG_LEVEL ?? profile.logLevel,
    databaseUrl: env.DATABASE_URL ?? profile.databaseUrl,
    supplierBaseUrl: env.SUPPLIER_BASE_URL ?? profile.supplierBaseUrl,
    supplierApiKey: env.SUPPLIER_API_KEY ?? null,
    supplierWebhookSecret: env.SUPPLIER_WEBHOOK_SECRET ?? null,
    issuer: profile.issuer,
    audience: profile.audience,
    devAuth: profile.devAuth && env.INVENTORY_DEV_AUTH !== '0',
    stateMasterKey: masterKeyFrom(env, appEnv, warn),
    features: parseFeatures(env.INVENTORY_FEATURES),
  };

  const problems = [];
  if (!config.databaseUrl) problems.push('DATABASE_URL is required');
  if (appEnv !== 'local') {
    if (!config.supplierApiKey) problems.push('SUPPLIER_API_KEY is required');
    if (!config.supplierWebhookSecret || config.supplierWebhookSecret.length < 32) {
      problems.push('SUPPLIER_WEBHOOK_SECRET must be at least 32 characters');
    }
    if (config.devAuth) problems.push('dev auth is only available with APP_ENV=local');
  }
  if (problems.length) throw new Error(`Invalid configuration (${appEnv}):\n - ${problems.join('\n - ')}`);

  return Object.freeze(config);
}
