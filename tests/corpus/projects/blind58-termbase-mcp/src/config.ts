import { readFileSync } from 'node:fs';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().default(8080),
  DATABASE_URL: z.string().url(),
  S3_BUCKET: z.string(),
  S3_REGION: z.string().default('eu-west-1'),
  OAUTH_INTROSPECTION_URL: z.string().url(),
  OAUTH_CLIENT_ID: z.string(),
  OAUTH_CLIENT_SECRET: z.string().min(16),
  PUBLIC_BASE_URL: z.string().url(),
  TMS_WEBHOOK_SECRET: z.string().min(32),
  // Either the key itself (base64) or a file holding it (Docker/K8s secret mount).
  TERMBASE_STATE_KEY: z.string().optional(),
  TERMBASE_STATE_KEY_FILE: z.string().optional(),
});

const env = Env.parse(process.env);

function loadStateKey(): Buffer {
  const encoded = env.TERMBASE_STATE_KEY ?? (env.TERMBASE_STATE_KEY_FILE && readFileSync(env.TERMBASE_STATE_KEY_FILE, 'utf8').trim());
  if (!encoded) {
    throw new Error('Set TERMBASE_STATE_KEY or TERMBASE_STATE_KEY_FILE (32+ random bytes, base64: openssl rand -base64 32)');
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) throw new Error(`TERMBASE_STATE_KEY decodes to ${key.length} bytes; need at least 32`);
  return key;
}

export const config = {
  port: env.PORT,
  databaseUrl: env.DATABASE_URL,
  s3: { bucket: env.S3_BUCKET, region: env.S3_REGION },
  oauth: {
    introspectionUrl: env.OAUTH_INTROSPECTION_URL,
    clientId: env.OAUTH_CLIENT_ID,
    clientSecret: env.OAUTH_CLIENT_SECRET,
  },
  publicBaseUrl: env.PUBLIC_BASE_URL,
  tmsWebhookSecret: env.TMS_WEBHOOK_SECRET,
  stateKey: loadStateKey(),
} as const;
