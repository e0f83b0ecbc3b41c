// Reads settings from the environment as Results and merges them over the defaults.
// @ts-nocheck
import { ok, err, type Result } from 'neverthrow';
import { defaults } from './defaults.js';

type ConfigError = { name: string; reason: string };

function fromEnv(name: string): Result<string, ConfigError> {
  const value = process.env[name]?.trim();
  return value ? ok(value) : err({ name, reason: 'unset' });
}

function asInt(name: string): Result<number, ConfigError> {
  return fromEnv(name).andThen((v) => (/^\d+$/.test(v) ? ok(Number(v)) : err({ name, reason: 'not an integer' })));
}

function asUrl(name: string): Result<string, ConfigError> {
  return fromEnv(name).andThen((v) => {
    try {
      return ok(new URL(v).toString().replace(/\/$/, ''));
    } catch {
      return err({ name, reason: 'not a URL' });
    }
  });
}

function asSecret(name: string, minLength = 32): Result<string, ConfigError> {
  return fromEnv(name).andThen((v) => (v.length >= minLength ? ok(v) : err({ name, reason: `shorter than ${minLength}` })));
}

function mustHave<T>(result: Result<T, ConfigError>): T {
  return result.match(
    (value) => value,
    (e) => {
      throw new Error(`config: ${e.name} ${e.reason}`);
    },
  );
}

function warnAndUse<T>(result: Result<T, ConfigError>, fallback: T): T {
  return result.unwrapOr(fallback);
}

export const settings = {
  port: warnAndUse(asInt('PORT'), defaults.port),
  logLevel: warnAndUse(fromEnv('LOG_LEVEL'), defaults.logLevel),
  databaseUrl: mustHave(asUrl('DATABASE_URL')),
  databasePoolMax: warnAndUse(asInt('DATABASE_POOL_MAX'), defaults.databasePoolMax),
  jwksUrl: mustHave(asUrl('LEDGERLEAF_JWKS_URL')),
  tokenIssuer: mustHave(fromEnv('LEDGERLEAF_TOKEN_ISSUER')),
  tokenAudience: mustHave(fromEnv('LEDGERLEAF_TOKEN_AUDIENCE')),
  funderPortalUrl: warnAndUse(asUrl('FUNDER_PORTAL_URL'), defaults.funderPortalUrl),
  funderWebhookSecret: mustHave(asSecret('FUNDER_WEBHOOK_SECRET')),
  stateIssuer: defaults.stateIssuer,
  stateSecret: warnAndUse(asSecret('LEDGERLEAF_STATE_SECRET'), defaults.stateSecret),
  previousStateSecret: warnAndUse(asSecret('LEDGERLEAF_PREVIOUS_STATE_SECRET'), defaults.previousStateSecret),
  disbursementApprovalLimitCents: warnAndUse(asInt('DISBURSEMENT_APPROVAL_LIMIT_CENTS'), defaults.disbursementApprovalLimitCents),
};
