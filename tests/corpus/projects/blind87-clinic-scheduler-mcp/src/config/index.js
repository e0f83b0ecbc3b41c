// Builds the runtime config from the selected environment plus process.env, and checks it at startup.
'use strict';

const { z } = require('zod');
const environments = require('./environments');

const schema = z.object({
  env: z.enum(['development', 'staging', 'production']),
  port: z.coerce.number().int().positive(),
  fhirBaseUrl: z.string().url(),
  fhirTokenUrl: z.string().url(),
  fhirClientId: z.string().min(1),
  fhirClientSecret: z.string().min(1),
  issuer: z.string().url(),
  audience: z.string().min(1),
  stateKeyHex: z.string().regex(/^[0-9a-f]*$/i).optional(),
  stateTtlMs: z.number().int().positive().max(600000),
  db: z.object({
    host: z.string(),
    port: z.coerce.number().int().default(3306),
    user: z.string(),
    password: z.string(),
    database: z.string(),
  }),
  auth: z.object({ devBypass: z.boolean() }),
  features: z.object({ telehealthSlots: z.boolean(), waitlist: z.boolean() }),
});

function load(env = process.env) {
  const name = env.NODE_ENV;
  if (!name) throw new Error('NODE_ENV must be set to development, staging or production');
  const selected = environments[name];
  if (!selected) throw new Error(`No configuration for NODE_ENV=${name}`);

  const raw = {
    ...selected,
    env: name,
    port: env.PORT || selected.port,
    fhirClientId: env.FHIR_CLIENT_ID || (name === 'development' ? 'clinic-mcp-dev' : ''),
    fhirClientSecret: env.FHIR_CLIENT_SECRET || (name === 'development' ? 'dev-secret' : ''),
    stateKeyHex: env.STATE_KEY_HEX || undefined,
    stateTtlMs: 5 * 60 * 1000,
    db: selected.db || {
      host: env.DB_HOST,
      port: env.DB_PORT,
      user: env.DB_USER,
      password: env.DB_PASSWORD,
      database: env.DB_NAME,
    },
  };

  const result = schema.safeParse(raw);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuration error (${name}): ${detail}`);
  }
  const cfg = result.data;
  if (cfg.env !== 'development' && cfg.auth.devBypass) {
    throw new Error('auth.devBypass may only be enabled in development');
  }
  return Object.freeze(cfg);
}

module.exports = { load };
