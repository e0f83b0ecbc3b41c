// Configuration for the LoanRoom MCP server, validated once at startup.
// @ts-nocheck
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().default(8080),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().default('redis://localhost:6379'),
  REGISTRAR_API: z.string().url(),
  REGISTRAR_SERVICE_TOKEN: z.string().min(20),
  COURIER_WEBHOOK_SECRET: z.string().min(32),
  INTROSPECTION_URL: z.string().url(),
  INTROSPECTION_CLIENT_ID: z.string(),
  INTROSPECTION_CLIENT_SECRET: z.string(),
  STATE_SIGNING_KEY: z.string().min(1),
});

const env = Env.parse(process.env);

function decodeStateKey(b64: string): Buffer {
  const key = Buffer.from(b64, 'base64');
  if (key.length < 32) {
    throw new Error('STATE_SIGNING_KEY must be at least 32 random bytes, base64-encoded (openssl rand -base64 32)');
  }
  return key;
}

export const config = {
  port: env.PORT,
  databaseUrl: env.DATABASE_URL,
  redisUrl: env.REDIS_URL,
  registrar: { baseUrl: env.REGISTRAR_API.replace(/\/$/, ''), token: env.REGISTRAR_SERVICE_TOKEN },
  courierWebhookSecret: env.COURIER_WEBHOOK_SECRET,
  introspection: {
    url: env.INTROSPECTION_URL,
    clientId: env.INTROSPECTION_CLIENT_ID,
    clientSecret: env.INTROSPECTION_CLIENT_SECRET,
  },
  stateKey: decodeStateKey(env.STATE_SIGNING_KEY),
  stateTtlSeconds: 600,
  apiVersion: '2025-11-loans',
};
