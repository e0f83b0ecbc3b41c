// Loads, merges and validates configuration once at startup.
// @ts-nocheck
import { z } from 'zod';
import { base } from './base.js';
import { overlays } from './environments.js';

const ConfigSchema = z
  .object({
    appEnv: z.enum(['local', 'staging', 'production']),
    port: z.number().int().nonnegative(),
    publicUrl: z.string().url(),
    logLevel: z.enum(['debug', 'info', 'warn', 'error']),
    databaseUrl: z.string().startsWith('postgres'),
    deployApiUrl: z.string().url(),
    sso: z.object({
      introspectionUrl: z.string().url(),
      clientId: z.string().min(1),
      clientSecret: z.string(),
      requiredScope: z.string(),
    }),
    state: z.object({
      key: z.string().min(32, 'RELEASE_STATE_KEY must be at least 32 characters'),
      ttlSeconds: z.number().int().positive().max(600),
    }),
    features: z.object({
      acceptLegacyState: z.boolean(),
      requireChangeTicket: z.boolean(),
      confirmFreeze: z.boolean(),
    }),
  })
  .superRefine((cfg, issues) => {
    if (cfg.appEnv === 'local') return;
    if (!cfg.sso.clientSecret) {
      issues.addIssue({ code: 'custom', path: ['sso', 'clientSecret'], message: 'SSO_CLIENT_SECRET is required outside local' });
    }
    if (/localhost|127\.0\.0\.1/.test(cfg.databaseUrl)) {
      issues.addIssue({ code: 'custom', path: ['databaseUrl'], message: 'DATABASE_URL points at a local database' });
    }
    if (!cfg.publicUrl.startsWith('https://')) {
      issues.addIssue({ code: 'custom', path: ['publicUrl'], message: 'PUBLIC_URL must be https outside local' });
    }
  });

function merge(target, source) {
  const out = { ...target };
  for (const [k, v] of Object.entries(source ?? {})) {
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(target[k] ?? {}, v) : v;
  }
  return out;
}

export function resolveEnvName(env = process.env) {
  if (env.APP_ENV) return env.APP_ENV;
  return env.NODE_ENV === 'production' ? 'production' : 'local';
}

export function loadConfig(env = process.env) {
  const name = resolveEnvName(env);
  const overlay = overlays[name];
  if (!overlay) throw new Error(`Unknown APP_ENV "${name}"`);
  const parsed = ConfigSchema.safeParse(merge(base, overlay));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration for ${name}:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}
