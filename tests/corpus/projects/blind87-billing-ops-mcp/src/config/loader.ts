// Picks the profile from BILLING_ENV, applies environment overrides and validates at startup.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { staging } from './staging.js';
import { production } from './production.js';

const local = {
  name: 'local',
  port: 7070,
  issuer: 'http://localhost:9000/oauth2/default',
  audience: 'api://billing-ops-mcp-local',
  providerBaseUrl: 'http://localhost:4010',
  databaseUrl: 'postgres://postgres:postgres@localhost:5432/billing',
  stateSecret: randomBytes(32).toString('hex'),
  stateTtl: '10m',
  vault: { addr: 'http://localhost:8200', mount: 'secret' },
  flags: { relaxedStateChecks: false, ledgerExportV2: true, creditApprovalThresholdCents: 50_000 },
};

const profiles = { local, staging, production };

const Schema = z.object({
  name: z.enum(['local', 'staging', 'production']),
  port: z.coerce.number().int(),
  issuer: z.string().url(),
  audience: z.string(),
  providerBaseUrl: z.string().url(),
  databaseUrl: z.string(),
  stateSecret: z.string().min(16),
  stateTtl: z.string().regex(/^\d+m$/),
  vault: z.object({ addr: z.string().url(), mount: z.string(), token: z.string() }),
  webhookSecret: z.string(),
  flags: z.object({
    relaxedStateChecks: z.boolean(),
    ledgerExportV2: z.boolean(),
    creditApprovalThresholdCents: z.number().int().positive(),
  }),
});

export function loadConfig(env = process.env) {
  const name = env.BILLING_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'local');
  const profile = profiles[name];
  if (!profile) throw new Error(`BILLING_ENV must be one of ${Object.keys(profiles).join(', ')}`);

  const candidate = {
    ...profile,
    port: env.PORT ?? profile.port,
    databaseUrl: env.DATABASE_URL ?? profile.databaseUrl,
    stateSecret: env.BILLING_STATE_SECRET ?? profile.stateSecret,
    vault: { ...profile.vault, token: env.VAULT_TOKEN ?? '' },
    webhookSecret: env.PAYRAIL_WEBHOOK_SECRET ?? '',
  };

  const cfg = Schema.parse(candidate);
  if (cfg.name !== 'local') {
    const missing = [];
    if (!cfg.vault.token) missing.push('VAULT_TOKEN');
    if (!cfg.webhookSecret) missing.push('PAYRAIL_WEBHOOK_SECRET');
    if (missing.length) throw new Error(`Missing required settings for ${cfg.name}: ${missing.join(', ')}`);
  }
  return Object.freeze(cfg);
}
