import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import defaults from './defaults.js';

const here = path.dirname(fileURLToPath(import.meta.url));

function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// Right-biased deep merge that ignores undefined, so a missing env var never blanks out a default.
export function mergeConfig(...layers) {
  const out = {};
  for (const layer of layers) {
    if (!isPlainObject(layer)) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      out[key] = isPlainObject(value) && isPlainObject(out[key]) ? mergeConfig(out[key], value) : value;
    }
  }
  return out;
}

function fromFile(envName) {
  const file = path.resolve(here, '../../config', `${envName}.json`);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8'));
}

const bool = (v) => (v === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(String(v).toLowerCase()));
const int = (v) => (v === undefined || v === '' ? undefined : Number.parseInt(v, 10));

function fromEnv(env) {
  return {
    env: env.NODE_ENV,
    port: int(env.PORT),
    publicUrl: env.PUBLIC_URL,
    db: { url: env.DATABASE_URL, poolSize: int(env.DB_POOL_SIZE) },
    auth: { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE },
    mcp: { enabled: bool(env.MCP_ENABLED), stateSecret: env.FLEET_STATE_SECRET },
    telematics: { baseUrl: env.SAMSARA_BASE_URL },
    webhooks: { samsaraSecret: env.SAMSARA_WEBHOOK_SECRET },
    features: {
      acceptLegacyMcpState: bool(env.FF_ACCEPT_LEGACY_MCP_STATE),
      nightlyOdometerRollup: bool(env.FF_NIGHTLY_ODOMETER_ROLLUP),
    },
  };
}

export function loadConfig(env = process.env) {
  const envName = env.NODE_ENV ?? 'development';
  return Object.freeze(mergeConfig(defaults, fromFile(envName), fromEnv(env)));
}

export const config = loadConfig();
