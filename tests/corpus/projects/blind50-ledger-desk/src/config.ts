import { existsSync, readFileSync } from 'node:fs';

export type StateFormat = 'sealer' | 'legacy';

export interface Config {
  port: number;
  databaseUrl: string;
  publicUrl: string;
  oidc: { issuer: string; audience: string };
  admin: { apiKey: string };
  webhooks: { payrailSecret: string; toleranceSeconds: number };
  state: { keys: Buffer[] };
  features: {
    /** which format new continuations are minted in; 'legacy' exists so 4.2 can be rolled back to 4.1 */
    stateFormat: StateFormat;
    /** accept L1 continuations minted by 4.1 pods during the rollout */
    acceptLegacyState: boolean;
  };
}

const defaults = {
  port: 3100,
  databaseUrl: 'postgres://ledger@localhost:5432/ledger',
  publicUrl: 'http://localhost:3100',
  oidc: { issuer: 'https://auth.example.com/', audience: 'ledger-desk' },
  webhooks: { toleranceSeconds: 300 },
  features: { stateFormat: 'sealer' as StateFormat, acceptLegacyState: true },
};

function fileLayer(path = process.env.LEDGER_CONFIG_FILE ?? './ledger.config.json'): Partial<Config> {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function stateKeys(env: NodeJS.ProcessEnv): Buffer[] {
  const current = Buffer.from(env.LEDGER_STATE_KEY ?? '', 'base64');
  if (current.length < 32) {
    throw new Error('LEDGER_STATE_KEY must be at least 32 random bytes, base64 (openssl rand -base64 32)');
  }
  // During a key rotation the previous key keeps opening what it sealed for one TTL.
  if (!env.LEDGER_STATE_KEY_PREVIOUS) return [current];
  const previous = Buffer.from(env.LEDGER_STATE_KEY_PREVIOUS, 'base64');
  if (previous.length < 32) throw new Error('LEDGER_STATE_KEY_PREVIOUS must be at least 32 random bytes, base64');
  return [current, previous];
}

const flag = (v: string | undefined, fallback: boolean) => (v === undefined ? fallback : v === 'true' || v === '1');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const file = fileLayer();
  const stateFormat = (env.LEDGER_STATE_FORMAT ?? file.features?.stateFormat ?? defaults.features.stateFormat) as StateFormat;
  if (stateFormat !== 'sealer' && stateFormat !== 'legacy') throw new Error(`unknown LEDGER_STATE_FORMAT ${stateFormat}`);

  return {
    port: Number(env.PORT ?? file.port ?? defaults.port),
    databaseUrl: env.DATABASE_URL ?? file.databaseUrl ?? defaults.databaseUrl,
    publicUrl: env.PUBLIC_URL ?? file.publicUrl ?? defaults.publicUrl,
    oidc: { ...defaults.oidc, ...file.oidc, ...(env.OIDC_ISSUER ? { issuer: env.OIDC_ISSUER } : {}) },
    admin: { apiKey: required(env, 'LEDGER_ADMIN_API_KEY') },
    webhooks: {
      payrailSecret: required(env, 'PAYRAIL_WEBHOOK_SECRET'),
      toleranceSeconds: file.webhooks?.toleranceSeconds ?? defaults.webhooks.toleranceSeconds,
    },
    state: { keys: stateKeys(env) },
    features: {
      stateFormat,
      acceptLegacyState: flag(env.LEDGER_ACCEPT_LEGACY_STATE, file.features?.acceptLegacyState ?? defaults.features.acceptLegacyState),
    },
  };
}

export const config = loadConfig();
