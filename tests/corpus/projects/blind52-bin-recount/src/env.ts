import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().default(7411),
  PUBLIC_URL: z.string().url().default('http://localhost:7411'),
  IDP_ISSUER: z.string().url(),
  IDP_JWKS_URL: z.string().url(),
  WMS_BASE_URL: z.string().url(),
  WMS_SERVICE_TOKEN: z.string().min(20),
  RECOUNT_STATE_MASTER: z.string().optional(),
  // A full bin recount on the floor regularly takes longer than ten minutes.
  RECOUNT_STATE_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  WRITE_OFF_OVERRIDE_THRESHOLD: z.coerce.number().int().positive().default(25),
  SNAPSHOT_CACHE_SIZE: z.coerce.number().int().positive().default(500),
});

export type Env = z.infer<typeof EnvSchema>;

export const env: Env = EnvSchema.parse(process.env);
