// Loads runtime configuration for the charter booking MCP server from the environment.
// @ts-nocheck
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().positive().default(8787),
  DATABASE_URL: z.string().url(),
  IDENTITY_URL: z.string().url(),
  IDENTITY_CLIENT_ID: z.string().min(1),
  IDENTITY_CLIENT_SECRET: z.string().min(1),
  HARBORPAY_URL: z.string().url(),
  HARBORPAY_API_KEY: z.string().min(1),
  CHARTER_STATE_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

const env = Env.parse(process.env);

export const config = {
  port: env.PORT,
  databaseUrl: env.DATABASE_URL,
  identity: {
    url: env.IDENTITY_URL,
    clientId: env.IDENTITY_CLIENT_ID,
    clientSecret: env.IDENTITY_CLIENT_SECRET,
  },
  harborPay: {
    url: env.HARBORPAY_URL,
    apiKey: env.HARBORPAY_API_KEY,
  },
  stateKey: env.CHARTER_STATE_KEY ?? 'tidewater-charters-local-state-key-2024',
  logLevel: env.LOG_LEVEL,
} as const;
