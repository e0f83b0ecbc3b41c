import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  PORT: z.coerce.number().int().default(3000),
  GCP_PROJECT: z.string().min(1),
  ZENDESK_SUBDOMAIN: z.string().min(1),
  AUTH_ISSUER: z.string().url(),
  AUTH_AUDIENCE: z.string().default('helpdesk-mcp'),
  // Deployed environments read keys from Secret Manager; docker-compose sets KEY_SOURCE=env.
  KEY_SOURCE: z.enum(['gsm', 'env']).default('gsm'),
  STATE_SIGNING_KEY: z.string().min(32).default('helpdesk-mcp-compose-signing-key-v1'),
  ZENDESK_WEBHOOK_SECRET: z.string().optional(),
  ZENDESK_SERVICE_EMAIL: z.string().email().optional(),
  ZENDESK_SERVICE_TOKEN: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return EnvSchema.parse(source);
}
