// Loads and validates FreightDesk runtime configuration from the environment.
// @ts-nocheck
import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().positive().default(8787),
  DATABASE_URL: z.string().url(),
  IDENTITY_URL: z.string().url(),
  IDENTITY_CLIENT_ID: z.string().min(1),
  IDENTITY_CLIENT_SECRET: z.string().min(1),
  CARRIER_GATEWAY_URL: z.string().url(),
  CARRIER_GATEWAY_KEY: z.string().min(20),
  STATE_SIGNING_KEY: z.string().min(32).default('freightdesk-request-state-signing-v1'),
  QUOTE_VALIDITY_MINUTES: z.coerce.number().int().min(5).max(240).default(60),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid FreightDesk configuration: ${formatIssues(parsed.error)}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    identity: {
      url: e.IDENTITY_URL,
      clientId: e.IDENTITY_CLIENT_ID,
      clientSecret: e.IDENTITY_CLIENT_SECRET,
    },
    carrier: {
      url: e.CARRIER_GATEWAY_URL,
      apiKey: e.CARRIER_GATEWAY_KEY,
    },
    stateKey: new TextEncoder().encode(e.STATE_SIGNING_KEY),
    quoteValidityMinutes: e.QUOTE_VALIDITY_MINUTES,
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;

export const config: AppConfig = loadConfig();
