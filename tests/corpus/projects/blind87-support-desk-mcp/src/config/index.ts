// Loads SUPPORT_ENV's profile, reads secrets from the environment and validates everything at startup.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { profiles } from './profiles.js';

const EnvSchema = z.object({
  SUPPORT_ENV: z.enum(['local', 'staging', 'production']).optional(),
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().optional(),
  HELPDESK_EMAIL: z.string().email().optional(),
  HELPDESK_API_TOKEN: z.string().min(20).optional(),
  SUPPORT_STATE_KEYS: z.string().optional(),
  SUPPORT_DEV_AUTH: z.enum(['0', '1']).optional(),
});

function parseStateKeys(value) {
  return value.split(',').map((entry) => {
    const [id, b64] = entry.trim().split(':');
    if (!/^[a-z0-9-]{1,16}$/.test(id ?? '')) throw new Error(`SUPPORT_STATE_KEYS: invalid key id "${id}"`);
    const secret = Buffer.from(b64 ?? '', 'base64');
    if (secret.length < 32) throw new Error(`SUPPORT_STATE_KEYS: key "${id}" must decode to at least 32 bytes`);
    return { id, secret };
  });
}

export function loadConfig(rawEnv = process.env) {
  const env = EnvSchema.parse(rawEnv);
  if (!env.SUPPORT_ENV && env.NODE_ENV === 'production') {
    throw new Error('SUPPORT_ENV must be set explicitly when NODE_ENV=production');
  }
  const name = env.SUPPORT_ENV ?? 'local';
  const profile = profiles[name];

  let stateKeys;
  if (env.SUPPORT_STATE_KEYS) {
    stateKeys = parseStateKeys(env.SUPPORT_STATE_KEYS);
  } else if (name === 'local') {
    stateKeys = [{ id: 'local', secret: randomBytes(32) }];
  } else {
    throw new Error(`SUPPORT_STATE_KEYS is required for ${name}`);
  }

  const devAuth = env.SUPPORT_DEV_AUTH === '1';
  if (devAuth && (!profile.allowDevAuth || env.NODE_ENV === 'production')) {
    throw new Error(`SUPPORT_DEV_AUTH cannot be used with SUPPORT_ENV=${name}`);
  }
  if (name !== 'local' && (!env.HELPDESK_EMAIL || !env.HELPDESK_API_TOKEN)) {
    throw new Error('HELPDESK_EMAIL and HELPDESK_API_TOKEN are required outside local');
  }

  return Object.freeze({
    name,
    port: env.PORT ?? profile.port,
    helpdesk: {
      baseUrl: profile.helpdeskBaseUrl,
      email: env.HELPDESK_EMAIL ?? 'agent@localhost',
      apiToken: env.HELPDESK_API_TOKEN ?? '',
    },
    idpUserinfoUrl: profile.idpUserinfoUrl,
    devAuth,
    stateKeys,
    stateTtlMs: 10 * 60 * 1000,
    flagDefaults: profile.flagDefaults,
  });
}
