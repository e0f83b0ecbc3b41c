// Loads and validates runtime configuration for the marina MCP server.
// @ts-nocheck
import { readFileSync } from 'node:fs';
import { ok, err, unwrapOr, type Result } from './result.js';

function fromEnv(name: string): Result<string, string> {
  const value = process.env[name];
  return value && value.trim() ? ok(value.trim()) : err(`${name} is not set`);
}

function fromFileOrEnv(name: string): Result<string, string> {
  const file = process.env[`${name}_FILE`];
  if (file) {
    try {
      return ok(readFileSync(file, 'utf8').trim());
    } catch (e) {
      return err(`${name}_FILE could not be read: ${e.message}`);
    }
  }
  return fromEnv(name);
}

function required(name: string): string {
  const result = fromFileOrEnv(name);
  if (!result.ok) throw new Error(`config: ${result.error}`);
  return result.value;
}

function positiveInt(name: string, fallback: number): number {
  const parsed = Number(unwrapOr(fromEnv(name), String(fallback)));
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export const config = {
  port: positiveInt('PORT', 8787),
  databaseUrl: required('DATABASE_URL'),
  dbPoolSize: positiveInt('DB_POOL_SIZE', 10),
  idpIntrospectionUrl: required('BERTH_IDP_INTROSPECTION_URL'),
  idpClientId: required('BERTH_IDP_CLIENT_ID'),
  idpClientSecret: required('BERTH_IDP_CLIENT_SECRET'),
  opsKey: required('BERTH_OPS_KEY'),
  portAuthorityUrl: unwrapOr(fromEnv('PORT_AUTHORITY_URL'), 'https://api.harbour-authority.example/v2'),
  portAuthorityTokenUrl: unwrapOr(fromEnv('PORT_AUTHORITY_TOKEN_URL'), 'https://id.harbour-authority.example/oauth2/token'),
  portAuthorityClientId: required('PORT_AUTHORITY_CLIENT_ID'),
  portAuthorityClientSecret: required('PORT_AUTHORITY_CLIENT_SECRET'),
  stateKey: unwrapOr(fromFileOrEnv('BERTH_STATE_KEY'), 'berthwise-marina-local-state-key-2024'),
  stateTtlSeconds: 600,
  lateCancelWindowHours: positiveInt('LATE_CANCEL_WINDOW_HOURS', 48),
};
