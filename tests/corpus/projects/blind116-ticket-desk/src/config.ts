// Parses and validates the ticket-desk environment configuration with zod.
// @ts-nocheck
import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().positive().default(3030),
  TICKET_API_URL: z.string().url().default('https://tickets.internal.example.com/api/v2'),
  TICKET_API_TOKEN: z.string().min(20),
  STATE_SECRET: z.string().min(16).default('ticket-desk-local-state-secret'),
  STATE_TTL_SECONDS: z.coerce.number().int().min(30).max(600).default(300),
});

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  ticketApi: { baseUrl: string; token: string };
  state: { key: Buffer; ttlSeconds: number };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`ticket-desk: invalid environment: ${issues}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    ticketApi: { baseUrl: e.TICKET_API_URL, token: e.TICKET_API_TOKEN },
    state: { key: Buffer.from(e.STATE_SECRET, 'utf8'), ttlSeconds: e.STATE_TTL_SECONDS },
  };
}
