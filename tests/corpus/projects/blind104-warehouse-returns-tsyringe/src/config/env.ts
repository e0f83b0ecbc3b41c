// Parses environment configuration for the returns service.
// @ts-nocheck
import os from 'node:os';
import { createHash } from 'node:crypto';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().default(8088),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url(),
  JWT_ISSUER: z.string().url(),
  JWT_AUDIENCE: z.string().default('returns-mcp'),
  REFUNDS_API_URL: z.string().url(),
  REFUNDS_API_KEY: z.string().min(20),
  CARRIER_API_URL: z.string().url(),
  CARRIER_API_KEY: z.string().min(20),
  CARRIER_WEBHOOK_SECRET: z.string().min(32),
  ADMIN_API_KEY: z.string().min(32),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env = process.env) {
  const e = schema.parse(env);
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwt: { issuer: e.JWT_ISSUER, audience: e.JWT_AUDIENCE },
    refunds: { url: e.REFUNDS_API_URL, apiKey: e.REFUNDS_API_KEY },
    carrier: { url: e.CARRIER_API_URL, apiKey: e.CARRIER_API_KEY, webhookSecret: e.CARRIER_WEBHOOK_SECRET },
    adminApiKey: e.ADMIN_API_KEY,
    pendingTtlSeconds: 600,
    instanceId: createHash('sha256').update(`${os.hostname()}:${process.pid}`).digest('hex').slice(0, 12),
  };
}
