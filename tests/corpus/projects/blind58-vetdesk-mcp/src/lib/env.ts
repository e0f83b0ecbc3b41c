import { z } from 'zod';

const EnvSchema = z.object({
  PMS_BASE_URL: z.string().url(),
  PMS_CLIENT_ID: z.string().min(1),
  PMS_CLIENT_SECRET: z.string().min(1),
  AUTH_ISSUER: z.string().url(),
  AUTH_AUDIENCE: z.string().default('https://mcp.vetdesk.app'),
  CLINIC_TIMEZONE: z.string().default('Europe/Dublin'),
});

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  console.error('[vetdesk-mcp] invalid environment', parsed.error.flatten().fieldErrors);
  throw new Error('Invalid environment for vetdesk-mcp');
}

export const env = {
  ...parsed.data,
  // Preview deployments on Vercel don't get the production secret; keep them usable.
  stateSecret: process.env.VETDESK_STATE_SECRET ?? 'vetdesk-preview-state-secret-2024-do-not-use-in-prod',
} as const;

export type Env = typeof env;
