// Validated environment settings for the reconciliation server.
// @ts-nocheck
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().default(4410),
  DATABASE_URL: z.string().url(),
  OIDC_ISSUER: z.string().url(),
  OIDC_AUDIENCE: z.string().default('tallybook-mcp'),
  BANKLINK_API_URL: z.string().url().default('https://api.banklink.example/v1'),
  BANKLINK_CLIENT_ID: z.string(),
  BANKLINK_CLIENT_SECRET: z.string(),
  LEDGER_TOKEN_KEK: z.string().min(44),
  STATE_SIGNING_KEY: z.string().optional(),
  UNMATCHED_PAGE_LIMIT: z.coerce.number().int().default(50),
});

export const env = schema.parse(process.env);
export type Env = typeof env;
