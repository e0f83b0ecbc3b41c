import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().default(8787),
  PUBLIC_URL: z.string().url().default('http://localhost:8787'),
  CRM_BASE_URL: z.string().url().default('https://api.acmecrm.example/v3'),
  // openssl rand -base64 32
  CRM_STATE_KEY: z.string().min(44, 'CRM_STATE_KEY must be at least 32 random bytes, base64-encoded'),
  CRM_WEBHOOK_SECRET: z.string().min(32),
  TOKEN_VAULT_URL: z.string().url(),
  TOKEN_VAULT_TOKEN: z.string().min(1),
  OIDC_INTROSPECTION_URL: z.string().url(),
  OIDC_CLIENT_ID: z.string().min(1),
  OIDC_CLIENT_SECRET: z.string().min(1),
});

export type Env = z.infer<typeof EnvSchema>;

export const env: Env = EnvSchema.parse(process.env);
