import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().default(4100),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  REDIS_URL: z.string().url().default('redis://localhost:6379/2'),
  OIDC_ISSUER: z.string().url(),
  OIDC_AUDIENCE: z.string().default('geo-ingest'),
  ARCGIS_CLIENT_ID: z.string(),
  POSTGIS_IMPORT_URL: z.string().url(),
  STATE_SECRET: z.string().min(32).default('geo-ingest-local-development-state-secret'),
});

export type Env = z.infer<typeof Env>;

export const env: Env = Env.parse(process.env);
