// Runtime configuration for the ledger CSV import server, read from the environment and an optional JSON file.
// @ts-nocheck
import { existsSync, readFileSync } from 'node:fs';

export interface ImportConfig {
  port: number;
  databaseUrl: string;
  ledgerApiBase: string;
  tokenExchangeUrl: string;
  exchangeClientId: string;
  exchangeClientSecret: string;
  issuer: string;
  audience: string;
  jwksUrl: string;
  batchSize: number;
  maxSourceBytes: number;
  stateKey: string;
}

function readFileConfig(path: string | undefined): Partial<ImportConfig> {
  if (!path || !existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8'));
}

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`Missing configuration value: ${name}`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ImportConfig {
  const file = readFileConfig(env.LEDGER_IMPORT_CONFIG);
  return {
    port: Number(env.PORT ?? file.port ?? 8787),
    databaseUrl: required('DATABASE_URL', env.DATABASE_URL ?? file.databaseUrl),
    ledgerApiBase: required('LEDGER_API_BASE', env.LEDGER_API_BASE ?? file.ledgerApiBase),
    tokenExchangeUrl: required('TOKEN_EXCHANGE_URL', env.TOKEN_EXCHANGE_URL ?? file.tokenExchangeUrl),
    exchangeClientId: required('EXCHANGE_CLIENT_ID', env.EXCHANGE_CLIENT_ID ?? file.exchangeClientId),
    exchangeClientSecret: required('EXCHANGE_CLIENT_SECRET', env.EXCHANGE_CLIENT_SECRET),
    issuer: required('OAUTH_ISSUER', env.OAUTH_ISSUER ?? file.issuer),
    audience: env.OAUTH_AUDIENCE ?? file.audience ?? 'ledger-import',
    jwksUrl: required('OAUTH_JWKS_URL', env.OAUTH_JWKS_URL ?? file.jwksUrl),
    batchSize: Number(env.IMPORT_BATCH_SIZE ?? file.batchSize ?? 500),
    maxSourceBytes: Number(env.IMPORT_MAX_BYTES ?? file.maxSourceBytes ?? 25 * 1024 * 1024),
    stateKey: env.IMPORT_STATE_KEY ?? file.stateKey ?? 'ledger-import:request-state:2024-11',
  };
}

export const config = loadConfig();
