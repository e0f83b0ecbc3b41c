// Resolves the effective settings: environment values layered over the built-in defaults.
// @ts-nocheck
import { defaults } from './defaults.js';

const env = process.env;

const fromEnv = {
  host: env.HOST,
  port: env.PORT ? Number(env.PORT) : undefined,
  databaseUrl: env.DATABASE_URL,
  portalBaseUrl: env.PORTAL_BASE_URL,
  portalWebhookSecret: env.PORTAL_WEBHOOK_SECRET,
  stateKey: env.BROKERDESK_STATE_KEY,
  stateTtlMinutes: env.STATE_TTL_MINUTES ? Math.min(Number(env.STATE_TTL_MINUTES), 10) : undefined,
  logLevel: env.LOG_LEVEL,
};

const present = Object.fromEntries(
  Object.entries(fromEnv).filter(([, value]) => value !== undefined && value !== ''),
);

export const settings = Object.freeze({ ...defaults, ...present });

if (!settings.portalWebhookSecret) {
  throw new Error('PORTAL_WEBHOOK_SECRET must be configured');
}
