import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().default(3030),
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3030'),
  DATABASE_URL: z.string().url(),

  // 32+ random bytes, base64 (openssl rand -base64 32). No default on purpose.
  NOTES_STATE_KEY: z.string().min(44),
  // How long a confirmation or a paging step stays valid. Capped at 10 minutes.
  STATE_TTL_SECONDS: z.coerce.number().int().min(30).max(600).default(300),

  IDP_ISSUER: z.string().url(),
  IDP_AUDIENCE: z.string().default('notes-mcp'),

  NOTION_CLIENT_ID: z.string(),
  NOTION_CLIENT_SECRET: z.string(),
});

export type Env = z.infer<typeof EnvSchema>;

export const env: Env = EnvSchema.parse(process.env);
